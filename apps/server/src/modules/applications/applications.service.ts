import { checkFile, FILE_KIND_FIELD, FILE_KINDS, type TFileKind } from '@qabul/contract/application/files';
import type { TApplication } from '@qabul/contract/application/response';
import { isApplicationEditable } from '@qabul/contract/application/status';
import { applicationSubmitSchema, type TApplicationDraft } from '@qabul/contract/application/submit';
import { CERTIFICATE_NONE_ID } from '@qabul/contract/catalogue';
import { FALLBACK_CHAIN, type TLocale } from '@qabul/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newStorageKey } from '../../lib/storage/file-storage';
import { findOpenRegistrationSession } from '../admission-sessions/admission-sessions.queries';
import {
  type ApplicationFileRow,
  type ApplicationValues,
  type ApplicationView,
  deleteApplicationFile,
  ensureApplication,
  findApplicationFile,
  findApplicationFiles,
  findApplicationView,
  findCatalogueRow,
  findCertificateMinimums,
  insertApplicationFile,
  insertApplicationHistory,
  type LocalizedNames,
  type REFERENCE_TABLES,
  updateApplication,
} from './applications.queries';

/** Where a failed clean-up is reported (the request's logger). */
type WarnLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * How a client reaches a stored file. The applicant's URL names the kind (the token picks the application); `v`
 * changes with every upload so a replaced document is never shown from a cache. Staff views pass their own
 * (`/admin/application/file/{id}`).
 */
export type FileUrl = (file: ApplicationFileRow) => string;
export const applicantFileUrl: FileUrl = (file) => `/api/v1/abiturient/application/file/${file.kind}?v=${file.id}`;

function localName(names: LocalizedNames | null, locale: TLocale) {
  if (!names) return null;
  const name = [locale, ...FALLBACK_CHAIN].map((l) => names[l]).find((n) => n) ?? '';
  return { id: names.id, name };
}

/** The API shape of an application (spec §3): references as {id, name} in `locale`, files as URLs. */
export function toApplicationResponse(
  view: ApplicationView,
  files: ApplicationFileRow[],
  locale: TLocale,
  fileUrl: FileUrl,
): TApplication {
  const a = view.application;
  const url = (kind: TFileKind) => {
    const file = files.find((f) => f.kind === kind);
    return file ? fileUrl(file) : null;
  };
  const n = (names: LocalizedNames | null) => localName(names, locale);
  return {
    id: a.id,
    status: a.status,
    firstName: a.firstName,
    lastName: a.lastName,
    middleName: a.middleName,
    birthDate: a.birthDate,
    gender: a.gender,
    disability: n(view.disability),
    disabilityNote: a.disabilityNote,
    photo: url('PHOTO_FILE'),
    country: n(view.country),
    region: n(view.region),
    city: n(view.city),
    addressLine: a.addressLine,
    citizenship: n(view.citizenship),
    nationality: a.nationality,
    passportPhoto: url('PASSPORT_FILE'),
    passportPhotoBack: url('PASSPORT_BACK_FILE'),
    passportNumber: a.passportNumber,
    pinfl: a.pinfl,
    mobilePhone: a.mobilePhone,
    homePhone: a.homePhone,
    fatherPhone: a.fatherPhone,
    motherPhone: a.motherPhone,
    schoolCountry: n(view.schoolCountry),
    schoolRegion: n(view.schoolRegion),
    schoolCity: n(view.schoolCity),
    schoolType: n(view.schoolType),
    schoolName: a.schoolName,
    graduatedDirection: a.graduatedDirection,
    gpa: a.gpa,
    graduationYear: a.graduationYear,
    highSchoolDiplomaNumber: a.diplomaNumber,
    highSchoolDiplomaPhoto: url('HIGH_SCHOOL_DIPLOMA_FILE'),
    highSchoolDiplomaAppendix: url('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE'),
    foreignLanguageProficiency: n(view.certificate) ?? { id: CERTIFICATE_NONE_ID, name: '' },
    certificateOther: a.certificateOther,
    score: a.certificateScore ?? 0,
    certificateNumber: a.certificateNumber ?? '0',
    foreignLanguageProficiencyPhoto: url('FOREIGN_LANGUAGE_PROFICIENCY_FILE'),
    educationFaculty: n(view.faculty),
    educationLanguage: n(view.educationLanguage),
    scienceComplex: n(view.science),
    reviews: a.reviews,
    registrationDate: a.registrationDate?.toISOString() ?? null,
  };
}

export async function loadApplication(db: Db, applicationId: number, locale: TLocale, fileUrl: FileUrl) {
  const view = await findApplicationView(db, applicationId);
  if (!view) throw AppError.notFound();
  return toApplicationResponse(view, await findApplicationFiles(db, applicationId), locale, fileUrl);
}

/** GET abiturient/application: the caller's application, created as a DRAFT on first visit. */
export async function getOwnApplication(ctx: AppContext, memberId: number, locale: TLocale) {
  const application = await ensureApplication(ctx.db, memberId);
  return loadApplication(ctx.db, application.id, locale, applicantFileUrl);
}

/** Form answers (draft or submit output) as columns; fields absent from `data` are left out. */
function toColumns(data: TApplicationDraft): ApplicationValues {
  const ref = (value: { id: number } | null | undefined) => (value === undefined ? undefined : (value?.id ?? null));
  const values: ApplicationValues = {
    firstName: data.firstName,
    lastName: data.lastName,
    middleName: data.middleName,
    birthDate: data.birthDate,
    gender: data.gender,
    disabilityId: ref(data.disability),
    disabilityNote: data.disabilityNote,
    countryId: ref(data.country),
    regionId: ref(data.region),
    cityId: ref(data.city),
    addressLine: data.addressLine,
    citizenshipId: ref(data.citizenship),
    nationality: data.nationality,
    passportNumber: data.passportNumber,
    pinfl: data.pinfl,
    mobilePhone: data.mobilePhone,
    homePhone: data.homePhone,
    fatherPhone: data.fatherPhone,
    motherPhone: data.motherPhone,
    schoolCountryId: ref(data.schoolCountry),
    schoolRegionId: ref(data.schoolRegion),
    schoolCityId: ref(data.schoolCity),
    schoolTypeId: ref(data.schoolType),
    schoolName: data.schoolName,
    graduatedDirection: data.graduatedDirection,
    gpa: data.gpa,
    graduationYear: data.graduationYear,
    diplomaNumber: data.highSchoolDiplomaNumber,
    certificateId: ref(data.foreignLanguageProficiency),
    certificateOther: data.certificateOther,
    certificateScore: data.score,
    certificateNumber: data.certificateNumber,
    facultyId: ref(data.educationFaculty),
    educationLanguageId: ref(data.educationLanguage),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ApplicationValues;
}

const REFERENCE_FIELDS = {
  disability: 'disabilities',
  country: 'countries',
  region: 'regions',
  city: 'cities',
  citizenship: 'countries',
  schoolCountry: 'countries',
  schoolRegion: 'regions',
  schoolCity: 'cities',
  schoolType: 'schoolTypes',
  foreignLanguageProficiency: 'certificates',
  educationFaculty: 'faculties',
  educationLanguage: 'educationLanguages',
} as const satisfies Partial<Record<keyof TApplicationDraft, keyof typeof REFERENCE_TABLES>>;

/**
 * The database side of validation. A draft only needs the rows to exist; a submission needs them active and
 * consistent: region in country, city in region (home and school), language offered by the chosen faculty.
 */
async function checkReferences(db: Db, data: TApplicationDraft, mode: 'draft' | 'submit') {
  const fields: Record<string, string[]> = {};
  const rows: Record<string, Record<string, unknown> | undefined> = {};
  for (const [field, table] of Object.entries(REFERENCE_FIELDS)) {
    const value = data[field as keyof typeof REFERENCE_FIELDS];
    if (!value) continue;
    const row = await findCatalogueRow(db, table, value.id);
    rows[field] = row;
    if (!row || (mode === 'submit' && !row.active)) fields[field] = ['option_unavailable'];
  }
  if (mode === 'submit') {
    const parentMismatch = (child: string, parent: string, column: string, key: string) => {
      const row = rows[child];
      const parentId = (data[parent as keyof typeof REFERENCE_FIELDS] as { id: number } | null | undefined)?.id;
      if (row && !fields[child] && row[column] !== parentId) fields[child] = [key];
    };
    parentMismatch('region', 'country', 'countryId', 'region_not_in_country');
    parentMismatch('city', 'region', 'regionId', 'city_not_in_region');
    parentMismatch('schoolRegion', 'schoolCountry', 'countryId', 'region_not_in_country');
    parentMismatch('schoolCity', 'schoolRegion', 'regionId', 'city_not_in_region');
    parentMismatch('educationLanguage', 'educationFaculty', 'facultyId', 'language_not_in_faculty');
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);
}

/** PUT abiturient/application/draft: stores the given answers (format-checked) without submitting. */
export async function saveDraft(ctx: AppContext, memberId: number, data: TApplicationDraft, locale: TLocale) {
  const id = await ctx.db.transaction(async (tx) => {
    const application = await ensureApplication(tx, memberId, { lock: true });
    if (!isApplicationEditable(application.status)) throw AppError.conflict('application_not_editable');
    await checkReferences(tx, data, 'draft');
    await updateApplication(tx, application.id, toColumns(data));
    return application.id;
  });
  return loadApplication(ctx.db, id, locale, applicantFileUrl);
}

/**
 * POST abiturient/application: full validation, then SUBMITTED. Only from DRAFT or REJECTED and while a session's
 * registration is open; all in one transaction, so a refusal changes nothing. Resubmitting clears the reviews.
 */
export async function submitApplication(ctx: AppContext, memberId: number, body: unknown, locale: TLocale) {
  const id = await ctx.db.transaction(async (tx) => {
    const application = await ensureApplication(tx, memberId, { lock: true });
    if (!isApplicationEditable(application.status)) throw AppError.conflict('application_not_editable');
    const session = await findOpenRegistrationSession(tx);
    if (!session) throw AppError.badRequest('registration_closed');

    // File fields come from what was uploaded, never from the payload.
    const files = await findApplicationFiles(tx, application.id);
    const uploaded = Object.fromEntries(
      FILE_KINDS.map((kind) => [FILE_KIND_FIELD[kind], files.some((f) => f.kind === kind) ? kind : null]),
    );
    const minimums = new Map((await findCertificateMinimums(tx)).map((c) => [c.id, c.minScore]));
    const schema = applicationSubmitSchema({ minScoreOf: (certificateId) => minimums.get(certificateId) });
    const parsed = schema.safeParse({ ...(body && typeof body === 'object' ? body : {}), ...uploaded });
    if (!parsed.success) throw AppError.fromIssues(parsed.error.issues);
    await checkReferences(tx, parsed.data, 'submit');

    await updateApplication(tx, application.id, {
      ...toColumns(parsed.data),
      status: 'SUBMITTED',
      registrationDate: application.registrationDate ?? new Date(),
      admissionSessionId: session.id,
      reviews: {},
    });
    await insertApplicationHistory(tx, { applicationId: application.id, status: 'SUBMITTED', memberId });
    return application.id;
  });
  return loadApplication(ctx.db, id, locale, applicantFileUrl);
}

/**
 * POST abiturient/application/file/{kind}: checks the bytes (magic bytes, size), stores them under a fresh random
 * key and replaces the previous file of that kind, whose object is deleted after the commit.
 */
export async function uploadApplicationFile(
  ctx: AppContext,
  memberId: number,
  kind: TFileKind,
  bytes: Uint8Array,
  log: WarnLog,
) {
  const check = checkFile(kind, bytes);
  if (!check.ok) throw AppError.validation({ [FILE_KIND_FIELD[kind]]: [check.key] });
  const current = await ensureApplication(ctx.db, memberId);
  if (!isApplicationEditable(current.status)) throw AppError.conflict('application_not_editable');

  const storageKey = newStorageKey(`applications/${current.id}`);
  await ctx.storage.put(storageKey, bytes, check.contentType);
  let replaced: ApplicationFileRow | undefined;
  let saved: ApplicationFileRow;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const application = await ensureApplication(tx, memberId, { lock: true });
      if (!isApplicationEditable(application.status)) throw AppError.conflict('application_not_editable');
      // A new row, not an update: its new id changes the URL, so no client keeps showing the old document.
      replaced = await findApplicationFile(tx, application.id, kind);
      if (replaced) await deleteApplicationFile(tx, replaced.id);
      return insertApplicationFile(tx, {
        applicationId: application.id,
        kind,
        storageKey,
        contentType: check.contentType,
        size: bytes.length,
      });
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  if (replaced) await removeObject(ctx, replaced.storageKey, log);
  return { url: applicantFileUrl(saved) };
}

/** DELETE abiturient/application/file/{kind}: refused once the application is SUBMITTED or ACCEPTED. */
export async function deleteOwnApplicationFile(ctx: AppContext, memberId: number, kind: TFileKind, log: WarnLog) {
  const removed = await ctx.db.transaction(async (tx) => {
    const application = await ensureApplication(tx, memberId, { lock: true });
    if (!isApplicationEditable(application.status)) throw AppError.conflict('application_not_editable');
    const file = await findApplicationFile(tx, application.id, kind);
    if (file) await deleteApplicationFile(tx, file.id);
    return file;
  });
  if (removed) await removeObject(ctx, removed.storageKey, log);
}

/** A stray object costs only space; the database row is already gone, so a failed delete is logged, not thrown. */
async function removeObject(ctx: AppContext, key: string, log: WarnLog) {
  try {
    await ctx.storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete a replaced file from storage');
  }
}

/** A file row with its bytes; 404 when there is no such row or its object is gone. */
export async function readStoredFile(ctx: AppContext, file: ApplicationFileRow | undefined) {
  if (!file) throw AppError.notFound();
  const bytes = await ctx.storage.get(file.storageKey);
  if (!bytes) throw AppError.notFound();
  return { file, bytes };
}
