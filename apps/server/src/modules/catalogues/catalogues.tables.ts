import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogueColumns } from '../../db/columns';

export const countries = pgTable('countries', {
  ...catalogueColumns('iso', 'code'),
  /** Dial code without '+', e.g. 998. */
  code: text('code').notNull().default(''),
  iso: text('iso').notNull().unique(),
  passportPlaceholder: text('passport_placeholder').notNull().default(''),
  passportPattern: text('passport_pattern').notNull().default(''),
});

export const regions = pgTable(
  'regions',
  {
    ...catalogueColumns('code'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** Code on the statistics map (ISO 3166-2 for Uzbekistan), empty elsewhere. */
    code: text('code').notNull().default(''),
  },
  (t) => [index('regions_country_idx').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    ...catalogueColumns(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [index('cities_region_idx').on(t.regionId)],
);

export const schools = pgTable('schools', catalogueColumns());
export const schoolTypes = pgTable('school_types', catalogueColumns());
export const educationTypes = pgTable('education_types', catalogueColumns());
export const disabilities = pgTable('disabilities', catalogueColumns());

/**
 * Foreign-language certificates; `minScore` is the lowest accepted score (null: no minimum), `maxScore` the highest
 * possible, the top of the certificate's scale (null: none known, not checked).
 */
export const certificates = pgTable('certificates', {
  ...catalogueColumns(),
  minScore: numeric('min_score', { precision: 6, scale: 2, mode: 'number' }),
  maxScore: numeric('max_score', { precision: 6, scale: 2, mode: 'number' }),
});

/** Sciences: the exam subject complexes an education language leads to. */
export const sciences = pgTable('sciences', {
  ...catalogueColumns('code'),
  code: text('code').notNull(),
});

/** Fields of study (spec "faculty"). `mvdir` is the ministry's direction code. */
export const faculties = pgTable('faculties', {
  ...catalogueColumns('mvdir'),
  mvdir: text('mvdir').notNull().default(''),
  educationTypeIds: integer('education_type_ids').array().notNull().default([]),
});

/** A language of instruction offered for one field of study, with the science complex its exam uses. */
export const educationLanguages = pgTable(
  'education_languages',
  {
    ...catalogueColumns(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id),
    scienceId: integer('science_id').references(() => sciences.id),
  },
  (t) => [index('education_languages_faculty_idx').on(t.facultyId)],
);
