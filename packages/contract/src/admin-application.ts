import { MAX_DIRECTIONS } from './application/directions';
import { ZApplication, ZApplicationStatus } from './application/response';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES, ZNotificationEvent } from './notification';
import { ZId, ZNamedRef, ZPaged, ZPageQuery } from './primitives';
import { z } from './zod';

/**
 * The staff side of applications (spec §2 admin dashboard and detail, §3 history entry, §7 "Admin application"):
 * the paged list, its counts, accept/reject with per-field remarks, the history, duplicates and the exports.
 */

/** Path suffixes of the filtered lists (spec §3 filter index 1 submitted, 2 rejected, 3 accepted); none = all. */
export const APPLICATION_LIST_FILTERS = ['submitted', 'rejected', 'accepted'] as const;
export type TApplicationListFilter = (typeof APPLICATION_LIST_FILTERS)[number];

/** Sortable columns of the list; anything else is a 499 on sortField. */
export const APPLICATION_SORT_FIELDS = [
  'id',
  'lastName',
  'firstName',
  'middleName',
  'registrationDate',
  'educationFaculty',
  'mobilePhone',
  'passportNumber',
  'status',
] as const;

/**
 * Every staff list, count, "next", export and statistic works on one admission session: the one named here, else
 * the active one (else the latest), so nothing of a previous campaign is mixed into this one's figures.
 */
export const ZAdmissionSessionQuery = z.object({ admissionSessionId: ZId.optional() });
export type TAdmissionSessionQuery = z.infer<typeof ZAdmissionSessionQuery>;

/** spec §9: the admin list shows 20 rows a page. */
export const APPLICATION_PAGE_SIZE = 20;
export const ZApplicationListQuery = ZPageQuery.extend({
  size: ZPageQuery.shape.size.unwrap().default(APPLICATION_PAGE_SIZE),
  sortOrder: ZPageQuery.shape.sortOrder.unwrap().default('desc'),
  ...ZAdmissionSessionQuery.shape,
});

export const ZApplicationListRow = z.object({
  id: z.number().int(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  /** ISO timestamp of the first submission. */
  registrationDate: z.string().nullable(),
  educationFaculty: ZNamedRef.nullable(),
  mobilePhone: z.string().nullable(),
  passportNumber: z.string().nullable(),
  status: ZApplicationStatus,
  /**
   * With a search term: what the row matched, an exact id, PINFL, passport number or phone (those rows come
   * first), or a part of the names or numbers ('text').
   */
  matchedBy: z.enum(['id', 'pinfl', 'passportNumber', 'mobilePhone', 'text']).optional(),
});
export type TApplicationListRow = z.infer<typeof ZApplicationListRow>;

/**
 * A search counts its matches only up to this many (the 10 page buttons of 20 rows): an exact count of a broad
 * term ("karim") reads tens of thousands of rows, and a reviewer looking for one person refines the term instead
 * of paging further.
 */
export const SEARCH_COUNT_LIMIT = 200;
export const ZApplicationListPage = ZPaged(ZApplicationListRow).extend({
  /** True when a search matched more than SEARCH_COUNT_LIMIT: totalElements is then that limit. */
  totalCapped: z.boolean().optional(),
});
export type TApplicationListPage = z.infer<typeof ZApplicationListPage>;

export const ZApplicationCount = z.object({
  /** submitted + accepted + rejected (drafts are not counted). */
  all: z.number().int(),
  submitted: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
});
export type TApplicationCount = z.infer<typeof ZApplicationCount>;

/** Fields a reviewer may remark on: every field of the application the applicant fills in or uploads. */
export const REVIEWABLE_FIELDS = Object.keys(ZApplication.shape).filter(
  (field) =>
    ![
      'id',
      'status',
      'reviews',
      'remarksAddressed',
      'registrationDate',
      'scienceComplex',
      'acceptedDirection',
    ].includes(field),
);

/** The longest remark a reviewer may leave on one field. */
export const REMARK_MAX_LENGTH = 1000;

/** POST admin/application/{id}/rejects: at least one non-empty remark, each on a known field. */
export const ZRejectRequest = z.object({
  reviews: z.record(z.string(), z.string().max(REMARK_MAX_LENGTH, 'too_long')).superRefine((reviews, ctx) => {
    for (const field of Object.keys(reviews)) {
      if (!REVIEWABLE_FIELDS.includes(field))
        ctx.addIssue({ code: 'custom', path: [field], message: 'review_field_unknown' });
    }
    if (!Object.values(reviews).some((text) => text.trim() !== ''))
      ctx.addIssue({ code: 'custom', path: [], message: 'reviews_required' });
  }),
});
export type TRejectRequest = z.input<typeof ZRejectRequest>;

/**
 * POST admin/application/{id}/acceptance: which ranked direction the applicant is accepted into, 1 the main one;
 * absent (or no body, the spec §7 call) = 1.
 */
export const ZAcceptRequest = z
  .object({
    rank: z
      .number()
      .int('direction_rank_unknown')
      .min(1, 'direction_rank_unknown')
      .max(MAX_DIRECTIONS, 'direction_rank_unknown')
      .optional(),
  })
  .nullish();
export type TAcceptRequest = z.input<typeof ZAcceptRequest>;

/** spec §3 history entry: shown as "Status changed to {change} by {admin}". */
export const ZStatusHistoryEntry = z.object({
  /** ISO timestamp. */
  date: z.string(),
  change: ZApplicationStatus,
  /** Who made the change: the staff member's name (or phone), or the applicant's name for a submission. */
  admin: z.string(),
  /** The change was the applicant's own submission, not a staff decision. */
  byApplicant: z.boolean().optional(),
  /** A resubmission after a rejection: the fields (names as in the application) changed since the rejection. */
  changes: z.array(z.string()).optional(),
  /** An acceptance: the direction accepted into ("Faculty — Language", in the request's language). */
  direction: z.string().optional(),
});

/** A message to the applicant (issue 46, docs/decisions/0221): an SMS or e-mail, its event and how it went. */
export const ZNotificationHistoryEntry = z.object({
  kind: z.literal('notification'),
  /** ISO timestamp: when it was sent, else when it was queued. */
  date: z.string(),
  event: ZNotificationEvent,
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The phone (digits with the dial code) or the e-mail address. */
  to: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  /** A message waiting for a later moment (a permit's publication): when it leaves. */
  sendAfter: z.string().optional(),
  /** The provider's last error. */
  error: z.string().optional(),
});
export type TNotificationHistoryEntry = z.infer<typeof ZNotificationHistoryEntry>;

/** GET admin/application-history/{id}: status changes and messages, newest first. */
export const ZHistoryEntry = z.union([ZStatusHistoryEntry, ZNotificationHistoryEntry]);
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** Another application of the same person (same PINFL or passport number): one person, two phones. */
export const ZDuplicateApplication = z.object({
  id: z.number().int(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  status: ZApplicationStatus,
  matches: z.array(z.enum(['pinfl', 'passportNumber'])),
});
export type TDuplicateApplication = z.infer<typeof ZDuplicateApplication>;

/** GET admin/application/next: the oldest SUBMITTED application nobody else opened in the last 10 minutes. */
export const ZNextApplication = z.object({ id: z.number().int().nullable() });

/**
 * One column per ranked direction ("Choice 1" … "Choice 9": the faculty and its language) and one for the direction
 * accepted into; headers `column_direction` with the rank, and `column_acceptedDirection`.
 */
export const DIRECTION_EXPORT_COLUMNS = [
  'direction1',
  'direction2',
  'direction3',
  'direction4',
  'direction5',
  'direction6',
  'direction7',
  'direction8',
  'direction9',
  'acceptedDirection',
] as const;

/**
 * Columns of the export-for-exams file (GET admin/application/export/exported), in order. The last seven are left
 * empty for the exam centre to fill in: the same file comes back through the permit import (spec §3 exam permit).
 * Header labels are the message keys `column_<name>`, translated to the request's language; imports accept the
 * names themselves or any language's label.
 */
export const EXAM_EXPORT_COLUMNS = [
  'id',
  'lastName',
  'firstName',
  'middleName',
  'passportNumber',
  'pinfl',
  'educationFaculty',
  'educationLanguage',
  ...DIRECTION_EXPORT_COLUMNS,
  'mobilePhone',
  'day1',
  'smena1',
  'floor2',
  'day2',
  'branch',
  'room',
  'time',
] as const;
export type TExamExportColumn = (typeof EXAM_EXPORT_COLUMNS)[number];

/** Columns of the per-status exports (GET admin/application/export[/status]). */
export const APPLICATION_EXPORT_COLUMNS = [
  'id',
  'lastName',
  'firstName',
  'middleName',
  'birthDate',
  'gender',
  'passportNumber',
  'pinfl',
  'mobilePhone',
  'email',
  'telegram',
  'region',
  'educationFaculty',
  'educationLanguage',
  ...DIRECTION_EXPORT_COLUMNS,
  'status',
  'registrationDate',
] as const;
export type TApplicationExportColumn = (typeof APPLICATION_EXPORT_COLUMNS)[number];
