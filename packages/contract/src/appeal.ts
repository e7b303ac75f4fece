import { APPLICATION_STATUSES } from './application/status';
import { canonicalText, ZId, ZPaged, ZPageQuery } from './primitives';
import { z } from './zod';

/** The longest appeal text and staff answer (issue 14, item 6). */
export const APPEAL_TEXT_MAX = 2000;
/** The optional PDF sent with an appeal: the size limit of the application documents. */
export const APPEAL_FILE_MAX_BYTES = 5 * 1024 * 1024;

const appealText = (requiredKey: string, tooLongKey: string) =>
  canonicalText().min(1, requiredKey).max(APPEAL_TEXT_MAX, tooLongKey);

/** POST abiturient/appeal: the applicant's one appeal; the PDF goes separately to abiturient/appeal/file. */
export const ZAppealCreate = z.object({ text: appealText('appeal_text_required', 'appeal_text_too_long') });
export type TAppealCreate = z.infer<typeof ZAppealCreate>;

/** POST admin/appeal/{applicationId}/answer: the staff answer, given once. */
export const ZAppealAnswer = z.object({ answer: appealText('appeal_answer_required', 'appeal_text_too_long') });
export type TAppealAnswer = z.infer<typeof ZAppealAnswer>;

export const ZAppeal = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  text: z.string(),
  /** A PDF was attached: download it from abiturient/appeal/file or admin/appeal/{applicationId}/file. */
  hasFile: z.boolean(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The staff member who answered (full name), for staff only; null for the applicant and while unanswered. */
  answeredBy: z.string().nullable(),
});
export type TAppeal = z.infer<typeof ZAppeal>;

/**
 * GET abiturient/appeal: whether the applicant may appeal (application REJECTED or exam result "not recommended")
 * and their appeal, if sent.
 */
export const ZOwnAppeal = z.object({ eligible: z.boolean(), appeal: ZAppeal.nullable() });
export type TOwnAppeal = z.infer<typeof ZOwnAppeal>;

/** GET admin/appeal/{applicationId}: the application's appeal, or null. */
export const ZApplicationAppeal = z.object({ appeal: ZAppeal.nullable() });
export type TApplicationAppeal = z.infer<typeof ZApplicationAppeal>;

/** The staff queue's two tabs: appeals waiting for an answer (oldest first) and answered ones (newest answer first). */
export const APPEAL_QUEUE_STATUSES = ['waiting', 'answered'] as const;
export type TAppealQueueStatus = (typeof APPEAL_QUEUE_STATUSES)[number];
export const APPEAL_QUEUE_PAGE_SIZE = 20;

/**
 * GET admin/appeal/count: the queue's counts, and GET admin/appeal: one page of a tab. Both work on one admission
 * session (the application's): the one named, else the active one.
 */
export const ZAppealCountQuery = z.object({ admissionSessionId: ZId.optional() });
export const ZAppealQueueQuery = ZAppealCountQuery.extend({
  status: z.enum(APPEAL_QUEUE_STATUSES).default('waiting'),
  page: ZPageQuery.shape.page,
  size: ZPageQuery.shape.size.unwrap().default(APPEAL_QUEUE_PAGE_SIZE),
});

export const ZAppealQueueRow = z.object({
  applicationId: z.number().int(),
  /** Last, first and father's name. */
  fullName: z.string(),
  /** The field of study in the request's language. */
  facultyName: z.string(),
  /** REJECTED: an appeal of the rejection; ACCEPTED: of a "not recommended" exam result. */
  applicationStatus: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** Who answered (full name, else phone). */
  answeredBy: z.string().nullable(),
  hasFile: z.boolean(),
});
export type TAppealQueueRow = z.infer<typeof ZAppealQueueRow>;
export const ZAppealQueuePage = ZPaged(ZAppealQueueRow);
export type TAppealQueuePage = z.infer<typeof ZAppealQueuePage>;

export const ZAppealCount = z.object({ waiting: z.number().int(), answered: z.number().int() });
export type TAppealCount = z.infer<typeof ZAppealCount>;
