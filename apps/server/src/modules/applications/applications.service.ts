import { ANSWER_FIELD_NAMES, ANSWER_FIELDS } from '@qabul/contract/application/fields';
import { FILE_KIND_FIELD, FILE_KINDS } from '@qabul/contract/application/files';
import type { TApplication } from '@qabul/contract/application/response';
import { isApplicationEditable } from '@qabul/contract/application/status';
import { applicationSubmitSchema, type TApplicationDraft } from '@qabul/contract/application/submit';
import { nameIn, type TLocale } from '@qabul/contract/locale';
import { CERTIFICATE_NONE_ID } from '@qabul/contract/lookups';
import type { TMessageKey } from '@qabul/contract/messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { findOpenRegistrationSession } from '../admission-sessions/admission-sessions.queries';
import { educationLanguages, faculties } from '../catalogues/catalogues.tables';
import { type ApplicationFileRow, findApplicationFiles } from './application-files.queries';
import {
  type ApplicationRow,
  type ApplicationValues,
  type ApplicationView,
  ensureApplication,
  findApplicationOfMember,
  findApplicationRevision,
  findApplicationStatusOfMember,
  findCertificateScoreRanges,
  findIdentityTakenElsewhere,
  findPassportPatterns,
  findPlacesWithChoices,
  findReferenceNames,
  findReferenceRows,
  insertApplicationHistory,
  type LocalizedNames,
  updateApplication,
  updateEditableApplication,
  viewFromNames,
} from './applications.queries';
import { ANSWER_COLUMNS, REFERENCE_CATALOGUES } from './applications.table';
import type { OwnVersion } from './own-answer.cache';
import { addressedRemarks, answerSnapshot, changedFields } from './review-snapshot';

/**
 * How a client reaches a stored file. The applicant's URL names the kind (the token picks the application); `v`
 * changes with every upload so a replaced document is never shown from a cache. Staff views pass their own
 * (`/admin/application/file/{id}`).
 */
export type FileUrl = (file: ApplicationFileRow) => string;
export const applicantFileUrl: FileUrl = (file) => `/api/v1/abiturient/application/file/${file.kind}?v=${file.id}`;
export const staffFileUrl: FileUrl = (file) => `/api/v1/admin/application/file/${file.id}`;

function localName(names: LocalizedNames | null, locale: TLocale) {
  if (!names) return null;
  return { id: names.id, name: nameIn(names, locale) };
}

/** The application's ranked directions as [faculty, language] ids: rank 1 (the main one) first. */
export function rankedDirections(row: ApplicationRow): [number | null, number | null][] {
  return [
    [row.facultyId, row.educationLanguageId],
    ...(row.extraDirections ?? []).map((d) => [d.facultyId, d.educationLanguageId] as [number | null, number | null]),
  ];
}

/** The rank (1..9) of a faculty and language among the application's directions, or null. */
export function directionRank(row: ApplicationRow, facultyId: number, languageId: number): number | null {
  const index = rankedDirections(row).findIndex(([f, l]) => f === facultyId && l === languageId);
  return index < 0 ? null : index + 1;
}

/** The API shape of an application (spec §3): references as {id, name} in `locale`, files as URLs. */
export function toApplicationResponse(
  view: ApplicationView,
  files: ApplicationFileRow[],
  locale: TLocale,
  fileUrl: FileUrl,
): TApplication {
  const a = view.application;
  const answers = Object.fromEntries(
    ANSWER_FIELD_NAMES.map((field) => {
      const value =
        ANSWER_FIELDS[field].kind === 'ref'
          ? localName(view.references[field as keyof typeof REFERENCE_CATALOGUES], locale)
          : a[ANSWER_COLUMNS[field]];
      return [field, value ?? null];
    }),
  );
  const fileUrls = Object.fromEntries(
    FILE_KINDS.map((kind) => {
      const file = files.find((f) => f.kind === kind);
      return [FILE_KIND_FIELD[kind], file ? fileUrl(file) : null];
    }),
  );
  const named = (names: LocalizedNames | null) => localName(names, locale);
  const accepted = view.accepted;
  return {
    ...(answers as unknown as Omit<TApplication, 'id' | 'status'>),
    extraDirections: view.directions.map((direction) => ({
      educationFaculty: named(direction.educationFaculty),
      educationLanguage: named(direction.educationLanguage),
    })),
    acceptedDirection: accepted && {
      rank: directionRank(a, accepted.educationFaculty.id, accepted.educationLanguage.id),
      educationFaculty: { id: accepted.educationFaculty.id, name: named(accepted.educationFaculty)?.name ?? '' },
      educationLanguage: { id: accepted.educationLanguage.id, name: named(accepted.educationLanguage)?.name ?? '' },
    },
    ...fileUrls,
    id: a.id,
    status: a.status,
    foreignLanguageProficiency: localName(view.references.foreignLanguageProficiency, locale) ?? {
      id: CERTIFICATE_NONE_ID,
      name: '',
    },
    score: a.certificateScore ?? 0,
    certificateNumber: a.certificateNumber ?? '0',
    scienceComplex: localName(view.science, locale),
    reviews: a.reviews,
    ...(a.status === 'REJECTED' && a.reviewSnapshot ? { remarksAddressed: addressedRemarks(a, files) } : {}),
    registrationDate: a.registrationDate?.toISOString() ?? null,
  };
}

/** The applicant's application as sent, with what it was built from. */
export interface OwnApplication {
  application: TApplication;
  /** Absent when it was built with catalogue names newer than those in memory: such an answer is not kept. */
  version?: OwnVersion;
}

/**
 * The member's application as the applicant sees it: its row and its documents in one query, with the catalogue
 * names from memory; undefined when there is none yet.
 */
async function loadOwnApplication(ctx: AppContext, memberId: number, locale: TLocale) {
  const found = await findApplicationOfMember(ctx.db, memberId);
  return found && ownResponse(ctx, found.row, found.files, locale);
}

/** Every catalogue row an application can point to, with its names, as kept in memory with the lookups. */
const referenceNames = (ctx: AppContext) =>
  ctx.lookups.value('application-reference-names', () => findReferenceNames(ctx.db));

/** The applicant's application for a row and its documents. If a row is newer than the names in memory they are read again. */
async function ownResponse(
  ctx: AppContext,
  row: ApplicationRow,
  files: ApplicationFileRow[],
  locale: TLocale,
): Promise<OwnApplication> {
  const names = await referenceNames(ctx);
  const view = viewFromNames(row, names);
  if (view) {
    const version = { applicationId: row.id, revision: row.revision, names };
    return { application: toApplicationResponse(view, files, locale, applicantFileUrl), version };
  }
  const newerView = viewFromNames(row, await findReferenceNames(ctx.db));
  if (!newerView) throw new AppError('application_not_found');
  return { application: toApplicationResponse(newerView, files, locale, applicantFileUrl) };
}

/** The member's application, which exists. */
async function ownApplication(ctx: AppContext, memberId: number, locale: TLocale) {
  const application = await loadOwnApplication(ctx, memberId, locale);
  if (!application) throw new AppError('application_not_found');
  return application;
}

/**
 * What the member's application is now, without reading it: its id and revision (one index lookup) and the
 * catalogue names in memory; undefined when there is none yet. An answer built from the same version is the same.
 */
export async function ownApplicationVersion(ctx: AppContext, memberId: number): Promise<OwnVersion | undefined> {
  const [current, names] = await Promise.all([findApplicationRevision(ctx.db, memberId), referenceNames(ctx)]);
  return current && { applicationId: current.id, revision: current.revision, names };
}

/** GET abiturient/application: the caller's application, created as a DRAFT on first visit. */
/** Whether the member can edit their application: a draft, a returned one, or none yet (the form starts one). */
export async function canEditOwnApplication(db: Db, memberId: number): Promise<boolean> {
  const status = await findApplicationStatusOfMember(db, memberId);
  return status === undefined || isApplicationEditable(status);
}

export async function getOwnApplication(ctx: AppContext, memberId: number, locale: TLocale) {
  const existing = await loadOwnApplication(ctx, memberId, locale);
  if (existing) return existing;
  await ensureApplication(ctx.db, memberId);
  return ownApplication(ctx, memberId, locale);
}

/** Form answers (draft or submit output) as columns (ANSWER_COLUMNS); fields absent from `data` are left out. */
function toColumns(data: TApplicationDraft): ApplicationValues {
  const values: Record<string, unknown> = {};
  if (data.extraDirections !== undefined) {
    values.extraDirections = data.extraDirections.map((direction) => ({
      facultyId: direction.educationFaculty?.id ?? null,
      educationLanguageId: direction.educationLanguage?.id ?? null,
    }));
  }
  for (const field of ANSWER_FIELD_NAMES) {
    const value = data[field];
    if (value === undefined) continue;
    values[ANSWER_COLUMNS[field]] =
      ANSWER_FIELDS[field].kind === 'ref' ? ((value as { id: number } | null)?.id ?? null) : value;
  }
  return values as ApplicationValues;
}

const REFERENCE_FIELDS = Object.keys(REFERENCE_CATALOGUES) as (keyof typeof REFERENCE_CATALOGUES)[];

/**
 * Every catalogue reference of the answers, named as the 499 names it: the reference fields, and each extra
 * direction's faculty and language (`extraDirections.0.educationFaculty`), checked against the catalogues like the
 * main direction.
 */
function referencesOf(data: TApplicationDraft) {
  const wanted: {
    field: string;
    table: (typeof REFERENCE_CATALOGUES)[keyof typeof REFERENCE_CATALOGUES];
    id: number;
  }[] = REFERENCE_FIELDS.flatMap((field) => {
    const value = data[field];
    return value ? [{ field, table: REFERENCE_CATALOGUES[field], id: value.id }] : [];
  });
  (data.extraDirections ?? []).forEach((direction, index) => {
    if (direction.educationFaculty)
      wanted.push({
        field: `extraDirections.${index}.educationFaculty`,
        table: faculties,
        id: direction.educationFaculty.id,
      });
    if (direction.educationLanguage)
      wanted.push({
        field: `extraDirections.${index}.educationLanguage`,
        table: educationLanguages,
        id: direction.educationLanguage.id,
      });
  });
  return wanted;
}

/**
 * The database side of validation. A draft only needs the rows to exist; a submission needs them active and
 * consistent: region in country, city in region (home and school), language offered by the chosen faculty.
 */
async function checkReferences(db: Db, data: TApplicationDraft, mode: 'draft' | 'submit') {
  const fields: Record<string, TMessageKey[]> = {};
  const wanted = referencesOf(data);
  const rows = await findReferenceRows(db, wanted);
  for (const { field } of wanted) {
    const row = rows.get(field);
    if (!row || (mode === 'submit' && !row.active)) fields[field] = ['option_unavailable'];
  }
  if (mode === 'submit') {
    const parentIds = new Map(wanted.map(({ field, id }) => [field, id]));
    const parentMismatch = (child: string, parent: string, column: string, key: TMessageKey) => {
      const row = rows.get(child);
      const parentId = parentIds.get(parent);
      if (row && !fields[child] && row[column] !== parentId) fields[child] = [key];
    };
    // Rows come as the database's JSON: snake_case columns.
    parentMismatch('region', 'country', 'country_id', 'region_not_in_country');
    parentMismatch('city', 'region', 'region_id', 'city_not_in_region');
    parentMismatch('schoolRegion', 'schoolCountry', 'country_id', 'region_not_in_country');
    parentMismatch('schoolCity', 'schoolRegion', 'region_id', 'city_not_in_region');
    parentMismatch('educationLanguage', 'educationFaculty', 'faculty_id', 'language_not_in_faculty');
    (data.extraDirections ?? []).forEach((_, index) => {
      const field = `extraDirections.${index}`;
      parentMismatch(
        `${field}.educationLanguage`,
        `${field}.educationFaculty`,
        'faculty_id',
        'language_not_in_faculty',
      );
    });
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);
}

/**
 * A draft may point to inactive catalogue rows, only not to missing ones: checked against the rows kept in memory,
 * and against the database only when one is not there (added since they were read).
 */
async function checkDraftReferences(ctx: AppContext, data: TApplicationDraft) {
  const names = await referenceNames(ctx);
  const known = referencesOf(data).every(({ table, id }) => names.get(table)?.has(id));
  if (!known) await checkReferences(ctx.db, data, 'draft');
}

/**
 * PUT abiturient/application/draft: stores the given answers (format-checked) without submitting. The deadline's
 * hot path: one statement writes and returns the row with its documents.
 */
export async function saveDraft(ctx: AppContext, memberId: number, data: TApplicationDraft, locale: TLocale) {
  await checkDraftReferences(ctx, data);
  const columns = toColumns(data);
  // Writes only an editable application, so no lock is needed; it finds none on the member's very first save (the
  // form normally GETs first) or when the application was submitted meanwhile.
  const save = async () => {
    try {
      return await updateEditableApplication(ctx.db, memberId, columns);
    } catch (error) {
      // A catalogue row deleted since memory was read: the database check names the answer that points to it.
      if (pgErrorCode(error) === '23503') await checkReferences(ctx.db, data, 'draft');
      throw error;
    }
  };
  const saved = await save();
  if (saved) return ownResponse(ctx, saved.row, saved.files, locale);
  const application = await ensureApplication(ctx.db, memberId);
  if (!isApplicationEditable(application.status)) throw new AppError('application_not_editable');
  const created = await save();
  if (!created) throw new AppError('application_not_editable');
  return ownResponse(ctx, created.row, created.files, locale);
}

/**
 * The submission schema with the catalogues' rules (score ranges, where a region or city must be chosen, passport
 * patterns), built once per catalogue change and kept with the lookups: building it took a third of a submission's
 * CPU. Read before a transaction opens (the embedded database has one connection).
 */
export const submissionSchema = (ctx: AppContext) =>
  ctx.lookups.value('application-submit-schema', async () => {
    const [scoreRanges, places, passportPatterns] = await Promise.all([
      findCertificateScoreRanges(ctx.db),
      findPlacesWithChoices(ctx.db),
      findPassportPatterns(ctx.db),
    ]);
    const scoreRangeOf = new Map(scoreRanges.map((range) => [range.id, range]));
    return applicationSubmitSchema({
      minScoreOf: (certificateId) => scoreRangeOf.get(certificateId)?.minScore,
      maxScoreOf: (certificateId) => scoreRangeOf.get(certificateId)?.maxScore,
      hasRegions: (countryId) => places.countriesWithRegions.has(countryId),
      hasCities: (regionId) => places.regionsWithCities.has(regionId),
      passportPatternOf: (countryId) => passportPatterns.get(countryId) ?? '',
      formRules: { pinflCheckDigit: ctx.config.pinflCheckDigit },
    });
  });

type SubmissionSchema = Awaited<ReturnType<typeof submissionSchema>>;

/**
 * The full check of a submission (spec §5 and the database): the documents come from what was uploaded, never from
 * the payload; every problem comes back in one 499. Returns the answers as columns.
 */
export async function validateSubmission(tx: Db, applicationId: number, body: unknown, schema: SubmissionSchema) {
  const files = await findApplicationFiles(tx, applicationId);
  const uploaded = Object.fromEntries(
    FILE_KINDS.map((kind) => [FILE_KIND_FIELD[kind], files.some((f) => f.kind === kind) ? kind : null]),
  );
  const parsed = schema.safeParse({ ...(body && typeof body === 'object' ? body : {}), ...uploaded });
  if (!parsed.success) throw AppError.fromIssues(parsed.error.issues);
  await checkReferences(tx, parsed.data, 'submit');
  // One person, one application: a second account cannot send the same PINFL or passport again
  // (docs/decisions/0127-one-person-one-application.md).
  const taken = await findIdentityTakenElsewhere(tx, applicationId, {
    pinfl: parsed.data.pinfl,
    passportNumber: parsed.data.passportNumber,
    citizenshipId: parsed.data.citizenship.id,
  });
  if (taken.pinfl || taken.passport) {
    throw AppError.validation({
      ...(taken.passport ? { passportNumber: ['passport_number_taken' as const] } : {}),
      ...(taken.pinfl ? { pinfl: ['pinfl_taken' as const] } : {}),
    });
  }
  return toColumns(parsed.data);
}

/**
 * POST abiturient/application: full validation, then SUBMITTED. Only from DRAFT or REJECTED and while a session's
 * registration is open; all in one transaction, so a refusal changes nothing. Resubmitting clears the reviews.
 */
export async function submitApplication(ctx: AppContext, memberId: number, body: unknown, locale: TLocale) {
  const schema = await submissionSchema(ctx);
  await ctx.db.transaction(async (tx) => {
    const application = await ensureApplication(tx, memberId, { lock: true });
    if (!isApplicationEditable(application.status)) throw new AppError('application_not_editable');
    const session = await findOpenRegistrationSession(tx);
    if (!session) throw new AppError('registration_closed');
    const answers = await validateSubmission(tx, application.id, body, schema);
    await updateApplication(tx, application.id, {
      ...answers,
      status: 'SUBMITTED',
      registrationDate: application.registrationDate ?? new Date(),
      admissionSessionId: session.id,
      reviews: {},
      reviewSnapshot: null,
      locale,
    });
    // A resubmission tells the reviewers what changed since they rejected it.
    const changes =
      application.status === 'REJECTED' && application.reviewSnapshot
        ? changedFields(
            application.reviewSnapshot,
            answerSnapshot(
              { ...application, ...answers } as ApplicationRow,
              await findApplicationFiles(tx, application.id),
            ),
          )
        : undefined;
    const historyId = await insertApplicationHistory(tx, {
      applicationId: application.id,
      status: 'SUBMITTED',
      memberId,
      changes,
    });
    await ctx.notify(tx, 'SUBMITTED', {
      applicationId: application.id,
      occurrence: `history:${historyId}`,
    });
  });
  return ownApplication(ctx, memberId, locale);
}
