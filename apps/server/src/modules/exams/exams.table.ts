import { date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from '../applications/applications.table';

const applicationKey = () =>
  integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' });

/**
 * The exam permit of an ACCEPTED application, imported from the exam centre's spreadsheet (spec §3 exam permit).
 * The login and password are the exam computer's, handed to the applicant on the permit: not a secret of ours.
 */
export const examPermits = pgTable('exam_permits', {
  applicationId: applicationKey(),
  examDay: date('exam_day', { mode: 'string' }).notNull(),
  shift: text('shift').notNull(),
  login: text('login').notNull(),
  password: text('password').notNull(),
  branch: text('branch').notNull().default(''),
  room: text('room').notNull().default(''),
  /** The shift's start time, HH:MM in Tashkent; '' when the schedule gives none. */
  startTime: text('start_time').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The exam result (spec §3 exam result): attended "1" or not, result "1" recommended, the note, the sheet id, and the
 * score when the exam centre gives one.
 */
export const examResults = pgTable(
  'exam_results',
  {
    applicationId: applicationKey(),
    attended: text('attended').notNull(),
    result: text('result').notNull().default(''),
    note: text('note').notNull().default(''),
    answerId: text('answer_id'),
    /** The score, rounded to two decimals; null when the results file gives none. */
    score: doublePrecision('score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_results_answer_id_idx').on(t.answerId)],
);

/** The scanned answer sheet (PDF) of an application; the bytes live in file storage, `sha256` spots re-imports. */
export const examAnswerSheets = pgTable(
  'exam_answer_sheets',
  {
    applicationId: applicationKey(),
    answerId: text('answer_id').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_answer_sheets_answer_id_idx').on(t.answerId)],
);
