import { EDITABLE_STATUSES } from '@qabul/contract/application/status';
import { CERTIFICATE_NONE_ID } from '@qabul/contract/lookups';
import { and, eq, getTableColumns, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  certificates,
  cities,
  countries,
  educationLanguages,
  faculties,
  regions,
  sciences,
} from '../catalogues/catalogues.tables';
import type { ApplicationFileRow } from './application-files.queries';
import {
  ANSWER_COLUMNS,
  applicationFiles,
  applicationHistory,
  applications,
  IDENTITY_HELD,
  REFERENCE_CATALOGUES,
} from './applications.table';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationValues = Partial<typeof applications.$inferInsert>;

/** The member's application, created as an empty DRAFT on first use. `lock` takes a row lock (transactions). */
export async function ensureApplication(db: Db, memberId: number, options: { lock?: boolean } = {}) {
  await db.insert(applications).values({ memberId }).onConflictDoNothing({ target: applications.memberId });
  const query = db.select().from(applications).where(eq(applications.memberId, memberId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateApplication(db: Db, id: number, values: ApplicationValues) {
  await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(applications.id, id));
}

export async function insertApplicationHistory(
  db: Db,
  entry: {
    applicationId: number;
    status: ApplicationRow['status'];
    memberId: number | null;
    changes?: string[];
    facultyId?: number;
    educationLanguageId?: number;
  },
) {
  const [row] = await db.insert(applicationHistory).values(entry).returning({ id: applicationHistory.id });
  if (!row) throw new Error('history insert returned no row');
  return row.id;
}

/**
 * Writes draft answers if the member's application exists and may be edited: the row as written with its
 * documents, in one statement, or undefined. A draft with every answer (the autosave of a filled-in form) runs as
 * a prepared statement: building this UPDATE (every column and a RETURNING with a subquery) was a large part of a
 * draft save's CPU in drizzle alone. Partial drafts vary in their columns and are built each time.
 */
export async function updateEditableApplication(
  db: Db,
  memberId: number,
  values: ApplicationValues,
): Promise<ApplicationWithFiles | undefined> {
  const updatedAt = new Date();
  const everyAnswer = ALL_ANSWER_COLUMNS.every((column) => column in values);
  const [written] = everyAnswer
    ? await ownStatements(db).writeEveryAnswer.execute({
        ...values,
        // The driver takes the jsonb as its text; none given (a client of one direction) keeps the stored ones.
        extraDirections: values.extraDirections === undefined ? null : JSON.stringify(values.extraDirections),
        updatedAt,
        memberId,
      })
    : await db
        .update(applications)
        .set({ ...values, updatedAt })
        .where(editableApplicationOf(memberId))
        .returning(ownApplicationColumns);
  return written && { row: applicationRow(written.application), files: fileRows(written.files) };
}

/**
 * The catalogue rows the answers point to, all in one query: `field` → row (as JSON), for those that exist.
 * `wanted` maps each field to its catalogue table and the id given.
 */
export async function findReferenceRows(
  db: Db,
  wanted: { field: string; table: (typeof REFERENCE_CATALOGUES)[ReferenceField]; id: number }[],
): Promise<Map<string, Record<string, unknown>>> {
  if (!wanted.length) return new Map();
  const parts = wanted.map(
    ({ field, table, id }) => sql`select ${field} as field, to_jsonb(t) as row from ${table} t where t.id = ${id}`,
  );
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { field: string; row: Record<string, unknown> }[];
  };
  return new Map(rows.map((row) => [row.field, row.row]));
}

type NamedTable = { id: AnyPgColumn; nameUz: AnyPgColumn; nameRu: AnyPgColumn; nameEn: AnyPgColumn };
const names = (table: NamedTable) => ({ id: table.id, uz: table.nameUz, ru: table.nameRu, en: table.nameEn });

export type LocalizedNames = { id: number; uz: string; ru: string; en: string };
type ReferenceField = keyof typeof REFERENCE_CATALOGUES;
const REFERENCE_FIELDS = Object.keys(REFERENCE_CATALOGUES) as ReferenceField[];

/** One alias per reference field: several fields point into the same catalogue (country, citizenship, ...). */
const referenceAliases = Object.fromEntries(
  REFERENCE_FIELDS.map((field) => [field, alias(REFERENCE_CATALOGUES[field] as typeof countries, `ref_${field}`)]),
) as unknown as Record<ReferenceField, typeof countries>;

type DirectionNames<N> = { educationFaculty: N; educationLanguage: N };

export interface ApplicationView {
  application: ApplicationRow;
  references: Record<ReferenceField, LocalizedNames | null>;
  science: LocalizedNames | null;
  /** The extra directions' names, in rank order (2..9). */
  directions: DirectionNames<LocalizedNames | null>[];
  /** The direction accepted into. */
  accepted: DirectionNames<LocalizedNames> | null;
}

const onlyNames = (row: LocalizedNames): LocalizedNames => ({ id: row.id, uz: row.uz, ru: row.ru, en: row.en });

/**
 * The names of the extra and accepted directions from `nameOf` (a faculty's or language's names by id); undefined
 * when one is missing (names read before it was added).
 */
function directionViews(
  application: ApplicationRow,
  nameOf: (table: typeof faculties | typeof educationLanguages, id: number) => LocalizedNames | undefined,
): Pick<ApplicationView, 'directions' | 'accepted'> | undefined {
  let missing = false;
  const named = (table: typeof faculties | typeof educationLanguages, id: number | null) => {
    if (id === null) return null;
    const row = nameOf(table, id);
    if (!row) missing = true;
    return row ? onlyNames(row) : null;
  };
  const directions = (application.extraDirections ?? []).map((direction) => ({
    educationFaculty: named(faculties, direction.facultyId),
    educationLanguage: named(educationLanguages, direction.educationLanguageId),
  }));
  const acceptedFaculty = named(faculties, application.acceptedFacultyId);
  const acceptedLanguage = named(educationLanguages, application.acceptedEducationLanguageId);
  if (missing) return undefined;
  const accepted =
    acceptedFaculty && acceptedLanguage
      ? { educationFaculty: acceptedFaculty, educationLanguage: acceptedLanguage }
      : null;
  return { directions, accepted };
}

/** The application with the names of every catalogue row it refers to, in all languages (one query). */
export function findApplicationView(db: Db, applicationId: number): Promise<ApplicationView | undefined> {
  return findView(db, eq(applications.id, applicationId));
}

export interface ApplicationWithFiles {
  row: ApplicationRow;
  files: ApplicationFileRow[];
}

/** The member's application and its documents, in one query (the form's GET, the deadline's hottest read). */
export async function findApplicationOfMember(db: Db, memberId: number): Promise<ApplicationWithFiles | undefined> {
  const [found] = await ownStatements(db).application.execute({ memberId });
  return found && { row: applicationRow(found.application), files: fileRows(found.files) };
}

/** The status of the member's application, if they have one (one index lookup). */
export async function findApplicationStatusOfMember(db: Db, memberId: number) {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.memberId, memberId));
  return row?.status;
}

/** Which application the member has and its revision (one index lookup): whether a kept answer is still true. */
export async function findApplicationRevision(db: Db, memberId: number) {
  const [found] = await ownStatements(db).revision.execute({ memberId });
  return found as { id: number; revision: number } | undefined;
}

/** Documents read as JSON by documentsOfApplication: their dates arrive as text. */
function fileRows(json: unknown): ApplicationFileRow[] {
  return (json as (Omit<ApplicationFileRow, 'createdAt'> & { createdAt: string })[]).map((file) => ({
    ...file,
    createdAt: new Date(file.createdAt),
  }));
}

/**
 * The documents of the application row being read, as one JSON array (keys as the table's fields). Each column is
 * written with its table: drizzle would leave "id" bare, which inside the subquery means the document's own id.
 * Built once: the partial draft save, which is not prepared, uses it on every request.
 */
const documentsOfApplication = (() => {
  const qualified = (table: typeof applications | typeof applicationFiles, column: AnyPgColumn) =>
    sql`${table}.${sql.identifier(column.name)}`;
  const fields = Object.entries(getTableColumns(applicationFiles)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${qualified(applicationFiles, column)}`,
  );
  return sql`coalesce((
    select json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${qualified(applicationFiles, applicationFiles.id)})
    from ${applicationFiles}
    where ${qualified(applicationFiles, applicationFiles.applicationId)} = ${qualified(applications, applications.id)}
  ), '[]'::json)`;
})();

/**
 * The applicant's own application as the form's statements return it: the row as one JSON text, and its documents.
 * PGlite decodes a result field by field (a TextDecoder call each) and the row then crosses to the server's thread: for
 * a row this wide that costs more than one JSON text parsed once
 * (docs/decisions/0112-own-statements-return-json-row.md). PostgreSQL's driver decodes fields cheaply, so there it
 * makes no difference.
 */
const ownApplicationColumns = {
  application: sql<string>`to_json(${applications})::text`,
  files: documentsOfApplication,
};

/**
 * The row from its JSON (database column names, JSON types) as drizzle would have read it: each column's own
 * mapping turns the timestamps into dates; numbers, dates as text and the jsonb arrive as drizzle gives them.
 */
const APPLICATION_COLUMNS = Object.entries(getTableColumns(applications));
function applicationRow(json: string): ApplicationRow {
  const values = JSON.parse(json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of APPLICATION_COLUMNS) {
    const value = values[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ApplicationRow;
}

const ALL_ANSWER_COLUMNS = Object.values(ANSWER_COLUMNS);

const editableApplicationOf = (memberId: number | Placeholder) =>
  and(eq(applications.memberId, memberId), inArray(applications.status, [...EDITABLE_STATUSES]));

/**
 * The applicant form's hot statements, prepared: drizzle builds their SQL once (it was a tenth of a GET's CPU) and
 * PostgreSQL parses and plans them once per connection.
 */
function prepareOwnStatements(db: Db) {
  return {
    application: db
      .select(ownApplicationColumns)
      .from(applications)
      .where(eq(applications.memberId, sql.placeholder('memberId')))
      .prepare('application_of_member'),
    revision: db
      .select({ id: applications.id, revision: applications.revision })
      .from(applications)
      .where(eq(applications.memberId, sql.placeholder('memberId')))
      .prepare('application_revision_of_member'),
    writeEveryAnswer: db
      .update(applications)
      // Raw placeholders (wrapped in sql``): a bare one would go through the column's encoder, which turns a null
      // numeric into the text "null". The values are already what the driver takes (numbers, text, Date, null).
      .set({
        ...Object.fromEntries(
          [...ALL_ANSWER_COLUMNS, 'updatedAt'].map((column) => [column, sql`${sql.placeholder(column)}`]),
        ),
        extraDirections: sql`coalesce(${sql.placeholder('extraDirections')}::jsonb, ${applications.extraDirections})`,
      })
      .where(editableApplicationOf(sql.placeholder('memberId')))
      .returning(ownApplicationColumns)
      .prepare('application_write_every_answer'),
  };
}

const preparedOwnStatements = new WeakMap<Db, ReturnType<typeof prepareOwnStatements>>();

function ownStatements(db: Db) {
  let statements = preparedOwnStatements.get(db);
  if (!statements) {
    statements = prepareOwnStatements(db);
    preparedOwnStatements.set(db, statements);
  }
  return statements;
}

/** Names of the rows of one catalogue by id (with the science of each education language). */
export type ReferenceNames = Map<unknown, Map<number, LocalizedNames & { scienceId?: number | null }>>;

/**
 * Every row of every catalogue an application refers to, with its names: a few thousand small rows, read once and
 * kept with the lookups, so the applicant's form needs no join.
 */
export async function findReferenceNames(db: Db): Promise<ReferenceNames> {
  // Typed as one catalogue: they all have id and the three names.
  const tables = [...new Set([...Object.values(REFERENCE_CATALOGUES), sciences])] as unknown as (typeof countries)[];
  const loaded = await Promise.all(
    tables.map(async (table) => {
      const rows = (await db
        .select({
          ...names(table),
          ...(table === (educationLanguages as unknown) ? { scienceId: educationLanguages.scienceId } : {}),
        })
        .from(table)) as (LocalizedNames & { scienceId?: number | null })[];
      return [table as unknown, new Map(rows.map((row) => [row.id, row]))] as const;
    }),
  );
  return new Map(loaded);
}

/** The view of an application from its row and the catalogue names; undefined if a name is missing (stale). */
export function viewFromNames(
  application: ApplicationRow,
  catalogueNames: ReferenceNames,
): ApplicationView | undefined {
  const references = {} as Record<ReferenceField, LocalizedNames | null>;
  for (const field of REFERENCE_FIELDS) {
    const column = application[ANSWER_COLUMNS[field]] as number | null;
    // No certificate chosen yet reads as certificate 1, "none" (spec §3 default).
    const id = field === 'foreignLanguageProficiency' ? (column ?? CERTIFICATE_NONE_ID) : column;
    if (id === null) {
      references[field] = null;
      continue;
    }
    const row = catalogueNames.get(REFERENCE_CATALOGUES[field])?.get(id);
    if (!row) return undefined;
    references[field] = { id: row.id, uz: row.uz, ru: row.ru, en: row.en };
  }
  const scienceId = application.educationLanguageId
    ? catalogueNames.get(educationLanguages)?.get(application.educationLanguageId)?.scienceId
    : null;
  const science = scienceId ? (catalogueNames.get(sciences)?.get(scienceId) ?? null) : null;
  const directions = directionViews(application, (table, id) => catalogueNames.get(table)?.get(id));
  if (!directions) return undefined;
  return {
    application,
    references,
    science: science && { id: science.id, uz: science.uz, ru: science.ru, en: science.en },
    ...directions,
  };
}

/** The faculties and languages of an application's extra and accepted directions, with their names (one query). */
async function findDirectionNames(db: Db, application: ApplicationRow) {
  const facultyIds = new Set<number>();
  const languageIds = new Set<number>();
  for (const direction of application.extraDirections ?? []) {
    if (direction.facultyId !== null) facultyIds.add(direction.facultyId);
    if (direction.educationLanguageId !== null) languageIds.add(direction.educationLanguageId);
  }
  if (application.acceptedFacultyId !== null) facultyIds.add(application.acceptedFacultyId);
  if (application.acceptedEducationLanguageId !== null) languageIds.add(application.acceptedEducationLanguageId);
  const found = new Map<unknown, Map<number, LocalizedNames>>([
    [faculties, new Map()],
    [educationLanguages, new Map()],
  ]);
  if (!facultyIds.size && !languageIds.size) return found;
  const select = (table: typeof faculties | typeof educationLanguages, ids: Set<number>) =>
    db
      .select({ ...names(table), faculty: sql<boolean>`${sql.raw(String(table === faculties))}` })
      .from(table)
      .where(inArray(table.id, [...ids, 0]));
  const rows = await unionAll(select(faculties, facultyIds), select(educationLanguages, languageIds));
  for (const { faculty, ...row } of rows) found.get(faculty ? faculties : educationLanguages)?.set(row.id, row);
  return found;
}

async function findView(db: Db, where: SQL): Promise<ApplicationView | undefined> {
  const language = referenceAliases.educationLanguage;
  let query = db
    .select({
      application: applications,
      ...Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, names(referenceAliases[field])])),
      science: names(sciences),
    })
    .from(applications)
    .$dynamic();
  for (const field of REFERENCE_FIELDS) {
    const target = referenceAliases[field];
    const column = applications[ANSWER_COLUMNS[field]];
    // No certificate chosen yet reads as certificate 1, "none" (spec §3 default).
    const id = field === 'foreignLanguageProficiency' ? sql`coalesce(${column}, ${CERTIFICATE_NONE_ID})` : column;
    query = query.leftJoin(target, eq(target.id, id));
  }
  const [row] = (await query
    .leftJoin(sciences, eq(sciences.id, (language as unknown as typeof educationLanguages).scienceId))
    .where(where)) as unknown as (Record<string, LocalizedNames | null> & {
    application: ApplicationRow;
  })[];
  if (!row) return undefined;
  // A left join of no row gives an object of nulls; that is "no reference".
  const present = (value: LocalizedNames | null) => (value?.id == null ? null : value);
  const directionNames = await findDirectionNames(db, row.application);
  const directions = directionViews(row.application, (table, id) => directionNames.get(table)?.get(id));
  return {
    ...(directions ?? { directions: [], accepted: null }),
    application: row.application,
    references: Object.fromEntries(REFERENCE_FIELDS.map((field) => [field, present(row[field])])) as Record<
      ReferenceField,
      LocalizedNames | null
    >,
    science: present(row.science),
  };
}

export function findCertificateScoreRanges(db: Db) {
  return db
    .select({ id: certificates.id, minScore: certificates.minScore, maxScore: certificates.maxScore })
    .from(certificates);
}

/** The countries with an active region and the regions with an active city: where a place must be chosen. */
export async function findPlacesWithChoices(db: Db) {
  const countryIds = await db.selectDistinct({ id: regions.countryId }).from(regions).where(eq(regions.active, true));
  const regionIds = await db.selectDistinct({ id: cities.regionId }).from(cities).where(eq(cities.active, true));
  return {
    countriesWithRegions: new Set(countryIds.map((row) => row.id)),
    regionsWithCities: new Set(regionIds.map((row) => row.id)),
  };
}

/** The passport pattern of each country that has one (catalogue; a regular expression). */
export async function findPassportPatterns(db: Db) {
  const rows = await db
    .select({ id: countries.id, pattern: countries.passportPattern })
    .from(countries)
    .where(ne(countries.passportPattern, ''));
  return new Map(rows.map((row) => [row.id, row.pattern]));
}

/** A passport number as compared: capitals without spaces ("aa 1234567" is "AA1234567"). */
const comparablePassport = (column: AnyPgColumn | SQL) => sql`upper(replace(${column}, ' ', ''))`;

/**
 * Which of a PINFL, and a passport of a citizenship, another submitted or accepted application already has. Waits
 * for a submission of the same PINFL in another transaction first (an advisory lock till commit), so two accounts
 * sending one person's application at the same moment cannot both pass.
 */
export async function findIdentityTakenElsewhere(
  tx: Db,
  applicationId: number,
  identity: { pinfl: string; passportNumber: string; citizenshipId: number },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application-pinfl:${identity.pinfl}`}))`);
  const samePinfl = sql`${applications.pinfl} = ${identity.pinfl}`;
  const samePassport = sql`${comparablePassport(applications.passportNumber)} = ${comparablePassport(sql`${identity.passportNumber}`)}`;
  const rows = await tx
    .select({
      pinfl: sql<boolean>`${samePinfl}`,
      passport: sql<boolean>`coalesce(${applications.citizenshipId} = ${identity.citizenshipId} and ${samePassport}, false)`,
    })
    .from(applications)
    .where(and(ne(applications.id, applicationId), IDENTITY_HELD, sql`(${samePinfl} or ${samePassport})`))
    .limit(10);
  return { pinfl: rows.some((row) => row.pinfl), passport: rows.some((row) => row.passport) };
}

/** The application by id, locked for the transaction (staff changes). */
export async function lockApplication(db: Db, id: number) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}
