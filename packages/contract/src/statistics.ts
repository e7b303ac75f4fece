import { GENDERS } from './application/fields';
import { z } from './zod';

/** spec §3 Statistics and §7 "GET admin/statistics/…": counts over the active admission session. */

/**
 * How often the server counts the figures again: they read every application of the session, and the dashboard
 * does not need them fresher than half a minute. The staff's page says so.
 */
export const STATISTICS_REFRESH_SECONDS = 30;

/** One row per Tashkent calendar day and status of the first submission. */
export const ZDailyStatisticsRow = z.object({
  /** yyyy-mm-dd (Asia/Tashkent). */
  date: z.string(),
  status: z.enum(['SUBMITTED', 'ACCEPTED', 'REJECTED']),
  quantity: z.number().int(),
});
export type TDailyStatisticsRow = z.infer<typeof ZDailyStatisticsRow>;

export const ZGenderStatisticsRow = z.object({ gender: z.enum(GENDERS), quantity: z.number().int() });
export type TGenderStatisticsRow = z.infer<typeof ZGenderStatisticsRow>;

export const ZFacultyStatisticsRow = z.object({
  facultyId: z.number().int(),
  facultyName: z.string(),
  quantity: z.number().int(),
  boysCount: z.number().int(),
  girlsCount: z.number().int(),
  acceptedCount: z.number().int(),
});
export type TFacultyStatisticsRow = z.infer<typeof ZFacultyStatisticsRow>;

/** One row per direction (issue 46: ranked directions), open or chosen. */
export const ZDirectionStatisticsRow = z.object({
  facultyId: z.number().int(),
  facultyName: z.string(),
  educationLanguageId: z.number().int(),
  educationLanguageName: z.string(),
  /** Applications that rank it first (the main direction). */
  firstChoice: z.number().int(),
  /** Applications that rank it at all (1..9). */
  anyChoice: z.number().int(),
  /** Applications accepted into it. */
  accepted: z.number().int(),
});
export type TDirectionStatisticsRow = z.infer<typeof ZDirectionStatisticsRow>;
export const ZDirectionStatistics = z.array(ZDirectionStatisticsRow);

export const ZRegionStatisticsRow = z.object({
  /** ISO 3166-2:UZ, e.g. UZ-TK. */
  code: z.string(),
  regionName: z.string(),
  quantity: z.number().int(),
});
export type TRegionStatisticsRow = z.infer<typeof ZRegionStatisticsRow>;

export const ZDailyStatistics = z.array(ZDailyStatisticsRow);
export const ZGenderStatistics = z.array(ZGenderStatisticsRow);
export const ZFacultyStatistics = z.array(ZFacultyStatisticsRow);
export const ZRegionStatistics = z.array(ZRegionStatisticsRow);

/** The applicant's /home/statistics: applications per faculty, nothing about any person. */
export const ZPublicFacultyStatistics = z.array(
  z.object({ facultyId: z.number().int(), facultyName: z.string(), quantity: z.number().int() }),
);
export type TPublicFacultyStatistics = z.infer<typeof ZPublicFacultyStatistics>;
