import { createRequire } from 'node:module';
import { UZ_PASSPORT } from '@qabul/contract/application/fields';
import { countryDialCode } from '@qabul/contract/lookups';
import type { TFieldOfStudy } from '@qabul/contract/settings';
import { normalizeApostrophes } from '@qabul/contract/text';
import { and, eq, inArray, sql } from 'drizzle-orm';
import countryNames from 'i18n-iso-countries';
import type { Db } from '../../db/client';
import type { NamedTable } from './catalogues.definition';
import {
  certificates,
  cities,
  countries,
  disabilities,
  educationLanguages,
  educationTypes,
  faculties,
  regions,
  schoolTypes,
  sciences,
} from './catalogues.tables';
import { UZBEKISTAN_ISO } from './definitions/geography';
import districtsData from './seed-data/districts.json' with { type: 'json' };
import regionsData from './seed-data/regions.json' with { type: 'json' };

type Names = { nameUz: string; nameRu: string; nameEn: string };
/** Seeded names store apostrophes in their canonical form, like names typed by admins. */
const names = (uz: string, ru: string, en: string): Names => ({
  nameUz: normalizeApostrophes(uz),
  nameRu: normalizeApostrophes(ru),
  nameEn: normalizeApostrophes(en),
});

/**
 * Certificates with fixed ids: 1 = none and 6 = other have a meaning in the form (spec §5, §9). Minimums are spec
 * §5's; maximums the top of each scale: IELTS band 9, TOEFL iBT 120, TOPIK level 6, and 100 points for each of
 * Goethe-Zertifikat B2 (per module), DELF B2 and DELE B2. Migration 0011 gives them to databases seeded before.
 */
const CERTIFICATES = [
  { id: 1, ...names("Sertifikat yo'q", 'Нет сертификата', 'No certificate'), minScore: null, maxScore: null },
  { id: 2, ...names('IELTS', 'IELTS', 'IELTS'), minScore: 5.5, maxScore: 9 },
  { id: 3, ...names('TOEFL iBT', 'TOEFL iBT', 'TOEFL iBT'), minScore: 60, maxScore: 120 },
  { id: 4, ...names('TOPIK', 'TOPIK', 'TOPIK'), minScore: 3, maxScore: 6 },
  {
    id: 5,
    ...names(
      'Goethe-Zertifikat / DELF / DELE (B2)',
      'Goethe-Zertifikat / DELF / DELE (B2)',
      'Goethe-Zertifikat / DELF / DELE (B2)',
    ),
    minScore: null,
    maxScore: 100,
  },
  {
    id: 6,
    ...names('Boshqa sertifikat', 'Другой сертификат', 'Other certificate'),
    minScore: null,
    maxScore: null,
  },
];

/** Disabilities: id 5 means "none" (spec §9); the form asks for a note for the others. */
const DISABILITIES = [
  { id: 1, ...names('I guruh nogironi', 'Инвалид I группы', 'Disability group I') },
  { id: 2, ...names('II guruh nogironi', 'Инвалид II группы', 'Disability group II') },
  { id: 3, ...names('III guruh nogironi', 'Инвалид III группы', 'Disability group III') },
  { id: 4, ...names('Nogironligi bor bola', 'Ребёнок-инвалид', 'Child with a disability') },
  { id: 5, ...names("Nogironligim yo'q", 'Нет инвалидности', 'No disability') },
];

/** Kinds of the institution the applicant graduated from (a Master's programme: a completed higher education). */
const SCHOOL_TYPES = [
  { id: 1, ...names("O'zbekiston oliy ta'lim muassasasi", 'Вуз Узбекистана', 'University in Uzbekistan') },
  { id: 2, ...names("Xorijiy oliy ta'lim muassasasi", 'Зарубежный вуз', 'University abroad') },
  {
    id: 3,
    ...names(
      "Xorijiy OTMning O'zbekistondagi filiali",
      'Филиал зарубежного вуза в Узбекистане',
      'Branch of a foreign university in Uzbekistan',
    ),
  },
  { id: 4, ...names('Boshqa', 'Другое', 'Other') },
];

const EDUCATION_TYPES = [
  { id: 1, ...names('Kunduzgi', 'Очная', 'Full-time') },
  { id: 2, ...names('Sirtqi', 'Заочная', 'Part-time (correspondence)') },
  { id: 3, ...names('Kechki', 'Вечерняя', 'Evening') },
  { id: 4, ...names('Masofaviy', 'Дистанционная', 'Distance learning') },
];

const UZ_PASSPORT_COLUMNS = { passportPlaceholder: UZ_PASSPORT.placeholder, passportPattern: UZ_PASSPORT.pattern };

/** Sets a serial sequence past the highest id, after rows were inserted with explicit ids. */
async function syncSequence(db: Db, table: string) {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}

/** Inserts the rows whose fixed id is missing; existing rows (maybe edited by an admin) stay as they are. */
async function seedFixedIds(db: Db, table: NamedTable, tableName: string, rows: { id: number }[]) {
  const inserted = await db
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing({ target: table.id })
    .returning({ id: table.id });
  if (inserted.length) await syncSequence(db, tableName);
}

/** Every ISO 3166-1 country with its uz/ru/en name and dial code; only the missing ones are added. */
async function seedCountries(db: Db) {
  const existing = new Set((await db.select({ iso: countries.iso }).from(countries)).map((row) => row.iso));
  const codes = Object.keys(countryNames.getAlpha2Codes()).filter((iso) => !existing.has(iso));
  if (!codes.length) return;
  const require = createRequire(import.meta.url);
  for (const locale of ['uz', 'ru', 'en'])
    countryNames.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
  const name = (iso: string, locale: string) => countryNames.getName(iso, locale, { select: 'official' }) ?? '';
  await db.insert(countries).values(
    codes.map((iso) => {
      const en = name(iso, 'en') || iso;
      return {
        ...names(name(iso, 'uz') || en, name(iso, 'ru') || en, en),
        iso,
        code: countryDialCode(iso),
        ...(iso === UZBEKISTAN_ISO ? UZ_PASSPORT_COLUMNS : {}),
      };
    }),
  );
}

/** Uzbekistan's 14 regions (ISO 3166-2 codes for the statistics map) and their districts and cities. */
async function seedUzbekistan(db: Db) {
  const [uz] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso, UZBEKISTAN_ISO));
  if (!uz) return;
  const known = await db
    .select({ id: regions.id, code: regions.code })
    .from(regions)
    .where(eq(regions.countryId, uz.id));
  const knownCodes = new Set(known.map((row) => row.code));
  const missing = regionsData.filter((region) => !knownCodes.has(region.code));
  if (missing.length) {
    await db.insert(regions).values(
      missing.map((region) => ({
        ...names(region.name.uz, region.name.ru, region.name.en),
        countryId: uz.id,
        code: region.code,
      })),
    );
  }
  const all = await db
    .select({ id: regions.id, code: regions.code })
    .from(regions)
    .where(
      and(
        eq(regions.countryId, uz.id),
        inArray(
          regions.code,
          regionsData.map((region) => region.code),
        ),
      ),
    );
  // A region's districts are added only while it has none, so an admin's edits and deletions stay.
  const filled = new Set(
    (
      await db
        .selectDistinct({ regionId: cities.regionId })
        .from(cities)
        .where(
          inArray(
            cities.regionId,
            all.map((row) => row.id),
          ),
        )
    ).map((row) => row.regionId),
  );
  const regionIds = new Map(all.filter((row) => !filled.has(row.id)).map((row) => [row.code, row.id]));
  const rows = districtsData
    .filter((district) => regionIds.has(district.regionCode))
    .map((district) => ({
      ...names(district.name.uz, district.name.ru, district.name.en),
      regionId: regionIds.get(district.regionCode) as number,
    }));
  if (rows.length) await db.insert(cities).values(rows);
}

const LANGUAGES = [
  names("O'zbek tili", 'Узбекский язык', 'Uzbek'),
  names('Rus tili', 'Русский язык', 'Russian'),
  names('Ingliz tili', 'Английский язык', 'English'),
];

const inLanguages = (uz: string, ru: string, en: string) => ({ uz, ru, en });

/**
 * The embedded demo's fields of study (names marked "(demo)"), used when no settings file gives the university's own
 * (docs/settings.md).
 */
export const DEMO_FIELDS_OF_STUDY: TFieldOfStudy[] = [
  {
    code: 'DEMO-1',
    faculty: inLanguages('Kompyuter ilmlari (demo)', 'Компьютерные науки (demo)', 'Computer Science (demo)'),
    science: inLanguages(
      'Matematika va informatika (demo)',
      'Математика и информатика (demo)',
      'Mathematics and Computer Science (demo)',
    ),
  },
  {
    code: 'DEMO-2',
    faculty: inLanguages('Iqtisodiyot (demo)', 'Экономика (demo)', 'Economics (demo)'),
    science: inLanguages(
      'Iqtisodiyot nazariyasi va matematika (demo)',
      'Экономическая теория и математика (demo)',
      'Economic Theory and Mathematics (demo)',
    ),
  },
  {
    code: 'DEMO-3',
    faculty: inLanguages('Pedagogika (demo)', 'Педагогика (demo)', 'Pedagogy (demo)'),
    science: inLanguages(
      'Pedagogika va psixologiya (demo)',
      'Педагогика и психология (demo)',
      'Pedagogy and Psychology (demo)',
    ),
  },
  {
    code: 'DEMO-4',
    faculty: inLanguages(
      'Xalqaro munosabatlar (demo)',
      'Международные отношения (demo)',
      'International Relations (demo)',
    ),
    science: inLanguages(
      'Tarix va xorijiy til (demo)',
      'История и иностранный язык (demo)',
      'History and a Foreign Language (demo)',
    ),
  },
];

/** Only on a database without any field of study: each taught in three languages, leading to its science complex. */
async function seedFieldsOfStudy(db: Db, fields: TFieldOfStudy[]) {
  if (!fields.length || (await db.$count(faculties)) > 0) return;
  const insertedSciences = await db
    .insert(sciences)
    .values(
      fields.map((field, index) => ({
        ...names(field.science.uz, field.science.ru, field.science.en ?? ''),
        code: String(101 + index),
      })),
    )
    .returning({ id: sciences.id });
  const insertedFaculties = await db
    .insert(faculties)
    .values(
      fields.map((field) => ({
        ...names(field.faculty.uz, field.faculty.ru, field.faculty.en ?? ''),
        mvdir: field.code,
        educationTypeIds: [1, 2],
      })),
    )
    .returning({ id: faculties.id });
  await db
    .insert(educationLanguages)
    .values(
      insertedFaculties.flatMap((faculty, index) =>
        LANGUAGES.map((language) => ({ ...language, facultyId: faculty.id, scienceId: insertedSciences[index].id })),
      ),
    );
}

/**
 * Reference data; idempotent (only what is missing is added) and quick enough to run on every start. The fields of
 * study: the settings file's, else the demo set when `demo`.
 */
export async function seedCatalogues(db: Db, options: { demo: boolean; fieldsOfStudy?: TFieldOfStudy[] }) {
  await seedFixedIds(db, certificates, 'certificates', CERTIFICATES);
  await seedFixedIds(db, disabilities, 'disabilities', DISABILITIES);
  await seedFixedIds(db, schoolTypes, 'school_types', SCHOOL_TYPES);
  await seedFixedIds(db, educationTypes, 'education_types', EDUCATION_TYPES);
  await seedCountries(db);
  await seedUzbekistan(db);
  const settings = options.fieldsOfStudy ?? [];
  await seedFieldsOfStudy(db, settings.length ? settings : options.demo ? DEMO_FIELDS_OF_STUDY : []);
}
