import type { TAnswerField, TFieldsOfKind } from '@qabul/contract/application/fields';
import { GENDERS } from '@qabul/contract/application/fields';
import { FILE_KINDS } from '@qabul/contract/application/files';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admissionSessions } from '../admission-sessions/admission-sessions.table';
import { members } from '../auth/members.table';
import {
  certificates,
  cities,
  countries,
  disabilities,
  educationLanguages,
  faculties,
  regions,
  schoolTypes,
} from '../catalogues/catalogues.tables';

export const applicationStatusEnum = pgEnum('application_status', ['DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED']);
export const genderEnum = pgEnum('gender', GENDERS);
export const fileKindEnum = pgEnum('file_kind', FILE_KINDS);

/**
 * The applications that hold their applicant's PINFL and passport (one person, one application): sent or accepted,
 * not a draft or a rejected one. The partial indexes below and the submission's check share this predicate.
 */
/** An extra direction as stored (ranks 2..9 by position); a draft's row may still lack either part. */
export type StoredDirection = { facultyId: number | null; educationLanguageId: number | null };

export const IDENTITY_HELD = sql`status in ('SUBMITTED', 'ACCEPTED')`;

/** One application per applicant. Every answer is nullable: a DRAFT holds whatever was filled in so far. */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .unique()
      .references(() => members.id, { onDelete: 'cascade' }),
    admissionSessionId: integer('admission_session_id').references(() => admissionSessions.id),
    status: applicationStatusEnum('status').notNull().default('DRAFT'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: genderEnum('gender'),
    disabilityId: integer('disability_id').references(() => disabilities.id),
    disabilityNote: text('disability_note'),
    countryId: integer('country_id').references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    cityId: integer('city_id').references(() => cities.id),
    addressLine: text('address_line'),
    citizenshipId: integer('citizenship_id').references(() => countries.id),
    nationality: text('nationality'),
    passportNumber: text('passport_number'),
    pinfl: text('pinfl'),
    mobilePhone: text('mobile_phone'),
    homePhone: text('home_phone'),
    fatherPhone: text('father_phone'),
    motherPhone: text('mother_phone'),
    email: text('email'),
    telegram: text('telegram'),
    /** The language of the applicant's last submission: notifications are written in it (docs/decisions/0221). */
    locale: text('locale'),
    schoolCountryId: integer('school_country_id').references(() => countries.id),
    schoolRegionId: integer('school_region_id').references(() => regions.id),
    schoolCityId: integer('school_city_id').references(() => cities.id),
    schoolTypeId: integer('school_type_id').references(() => schoolTypes.id),
    schoolName: text('school_name'),
    graduatedDirection: text('graduated_direction'),
    gpa: numeric('gpa', { precision: 3, scale: 2, mode: 'number' }),
    graduationYear: integer('graduation_year'),
    diplomaNumber: text('diploma_number'),
    certificateId: integer('certificate_id').references(() => certificates.id),
    certificateOther: text('certificate_other'),
    certificateScore: numeric('certificate_score', { precision: 6, scale: 2, mode: 'number' }),
    certificateNumber: text('certificate_number'),
    facultyId: integer('faculty_id').references(() => faculties.id),
    educationLanguageId: integer('education_language_id').references(() => educationLanguages.id),
    /**
     * Ranks 2..9 in the applicant's order (rank 1 is facultyId with educationLanguageId): a jsonb array in the row,
     * so the draft save stays one statement (docs/decisions/0230-ranked-directions.md).
     */
    extraDirections: jsonb('extra_directions').$type<StoredDirection[]>().notNull().default([]),
    /** The direction the application was accepted into (one of its ranked ones); null unless ACCEPTED. */
    acceptedFacultyId: integer('accepted_faculty_id').references(() => faculties.id),
    acceptedEducationLanguageId: integer('accepted_education_language_id').references(() => educationLanguages.id),
    /** Per-field remarks of the last rejection, keyed by field name. */
    reviews: jsonb('reviews').$type<Record<string, string>>().notNull().default({}),
    /**
     * The answers and document ids as they were at the last rejection: a remark counts as addressed once its field
     * differs from this, and the resubmission's history entry lists every field that does.
     */
    reviewSnapshot: jsonb('review_snapshot').$type<Record<string, unknown>>(),
    registrationDate: timestamp('registration_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Goes up with every change to the row or its documents, by triggers (migration 0007), so no writer can forget
     * it: the applicant's GET compares it to the copy of the answer kept in memory (own-application.cache.ts).
     */
    revision: integer('revision').notNull().default(0),
    /** What the staff search box looks in, lower-cased: names, passport number (also without its space), PINFL, phone. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || coalesce(passport_number, '') || ' ' || replace(coalesce(passport_number, ''), ' ', '') || ' ' || coalesce(pinfl, '') || ' ' || coalesce(mobile_phone, ''))`,
    ),
  },
  (t) => [
    index('applications_status_idx').on(t.status),
    index('applications_faculty_idx').on(t.facultyId),
    // The staff lists work on one admission session: a status tab sorted by submission date, the "all" tab by id,
    // and the search box (any part of the names, passport number, PINFL or phone) through a trigram index on one
    // lower-cased text.
    index('applications_session_status_registration_idx').on(t.admissionSessionId, t.status, t.registrationDate, t.id),
    index('applications_session_id_idx').on(t.admissionSessionId, t.id),
    index('applications_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Statistics read only these columns of one session: the aggregates are index-only scans.
    index('applications_stats_daily_idx').on(t.admissionSessionId, t.status, t.registrationDate),
    index('applications_stats_faculty_idx').on(t.admissionSessionId, t.facultyId, t.gender, t.status),
    index('applications_stats_region_idx').on(t.admissionSessionId, t.regionId, t.status),
    index('applications_stats_accepted_idx').on(
      t.admissionSessionId,
      t.acceptedFacultyId,
      t.acceptedEducationLanguageId,
    ),
    // A submission looks for its PINFL and passport among the sent applications (one person, one application).
    // Partial: a draft save, the deadline's most frequent write, never touches them.
    index('applications_held_pinfl_idx').on(t.pinfl).where(IDENTITY_HELD),
    index('applications_held_passport_idx')
      .using('btree', sql`upper(replace(${t.passportNumber}, ' ', ''))`)
      .where(IDENTITY_HELD),
  ],
);

/** Uploaded documents; the bytes live in file storage under `storageKey`. */
export const applicationFiles = pgTable(
  'application_files',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: fileKindEnum('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_files_kind_idx').on(t.applicationId, t.kind)],
);

/** Status changes: who moved the application to which status, and when. */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** A resubmission after a rejection: the fields changed since the rejection. */
    changes: jsonb('changes').$type<string[]>(),
    /** An acceptance: the direction accepted into. */
    facultyId: integer('faculty_id').references(() => faculties.id),
    educationLanguageId: integer('education_language_id').references(() => educationLanguages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_history_application_idx').on(t.applicationId)],
);

type ApplicationColumn = keyof typeof applications.$inferSelect;

/**
 * Where each answer field of the contract (`ANSWER_FIELDS`) is stored. A field missing here is a compile error, so a
 * new field of the form gets its column here and in its migration, and the service maps it with no other change.
 */
export const ANSWER_COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  middleName: 'middleName',
  birthDate: 'birthDate',
  gender: 'gender',
  disability: 'disabilityId',
  disabilityNote: 'disabilityNote',
  country: 'countryId',
  region: 'regionId',
  city: 'cityId',
  addressLine: 'addressLine',
  citizenship: 'citizenshipId',
  nationality: 'nationality',
  passportNumber: 'passportNumber',
  pinfl: 'pinfl',
  mobilePhone: 'mobilePhone',
  homePhone: 'homePhone',
  fatherPhone: 'fatherPhone',
  motherPhone: 'motherPhone',
  email: 'email',
  telegram: 'telegram',
  schoolCountry: 'schoolCountryId',
  schoolRegion: 'schoolRegionId',
  schoolCity: 'schoolCityId',
  schoolType: 'schoolTypeId',
  schoolName: 'schoolName',
  graduatedDirection: 'graduatedDirection',
  gpa: 'gpa',
  graduationYear: 'graduationYear',
  highSchoolDiplomaNumber: 'diplomaNumber',
  foreignLanguageProficiency: 'certificateId',
  certificateOther: 'certificateOther',
  score: 'certificateScore',
  certificateNumber: 'certificateNumber',
  educationFaculty: 'facultyId',
  educationLanguage: 'educationLanguageId',
} as const satisfies Record<TAnswerField, ApplicationColumn>;

/** The catalogue each reference field points into. */
export const REFERENCE_CATALOGUES = {
  disability: disabilities,
  country: countries,
  region: regions,
  city: cities,
  citizenship: countries,
  schoolCountry: countries,
  schoolRegion: regions,
  schoolCity: cities,
  schoolType: schoolTypes,
  foreignLanguageProficiency: certificates,
  educationFaculty: faculties,
  educationLanguage: educationLanguages,
} satisfies Record<TFieldsOfKind<'ref'>, unknown>;
