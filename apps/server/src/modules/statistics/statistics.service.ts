import { nameIn, type TLocale } from '@qabul/contract/locale';
import type {
  TDailyStatisticsRow,
  TDirectionStatisticsRow,
  TFacultyStatisticsRow,
  TGenderStatisticsRow,
  TPublicFacultyStatistics,
  TRegionStatisticsRow,
} from '@qabul/contract/statistics';
import { STATISTICS_REFRESH_SECONDS } from '@qabul/contract/statistics';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { staffSession } from '../admission-sessions/admission-sessions.service';
import { countByDirection, countByFaculty, countByGender, countByRegion, countDaily } from './statistics.queries';

/**
 * Figures may be this old: the aggregates read every application of the session (`npm run bench:stats`).
 */
export const STATISTICS_TTL_MS = STATISTICS_REFRESH_SECONDS * 1000;

interface Entry {
  at: number;
  value: Promise<unknown>;
  refreshing?: Promise<unknown>;
}
const cache = new WeakMap<Db, Map<string, Entry>>();

/**
 * The cached answer of `load` for this database and key. An expired answer is still served while a fresh one is
 * computed in the background, so only the first request after start waits for the aggregate. A failed load is
 * not kept.
 */
function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let entries = cache.get(db);
  if (!entries) {
    entries = new Map();
    cache.set(db, entries);
  }
  const store = entries;
  const hit = store.get(key);
  if (!hit) {
    const value = load();
    store.set(key, { at: Date.now(), value });
    value.catch(() => store.delete(key));
    return value;
  }
  if (Date.now() - hit.at >= STATISTICS_TTL_MS && !hit.refreshing) {
    const next = load();
    hit.refreshing = next;
    next.then(
      () => store.set(key, { at: Date.now(), value: next }),
      () => {
        hit.refreshing = undefined;
      },
    );
  }
  return hit.value as Promise<T>;
}

/** Rows of one admission session (staffSession's choice), or none while there is no session. */
function overSession<T>(
  db: Db,
  key: string,
  requested: number | undefined,
  query: (db: Db, sessionId: number) => Promise<T[]>,
) {
  return staffSession(db, requested).then((session) =>
    session === undefined ? [] : cached(db, `${key}|${session.id}`, () => query(db, session.id)),
  );
}

export async function dailyStatistics(ctx: AppContext, sessionId?: number): Promise<TDailyStatisticsRow[]> {
  const rows = await overSession(ctx.db, 'daily', sessionId, countDaily);
  return rows.map((row) => ({ ...row, status: row.status as TDailyStatisticsRow['status'] }));
}

export async function genderStatistics(ctx: AppContext, sessionId?: number): Promise<TGenderStatisticsRow[]> {
  const rows = await overSession(ctx.db, 'gender', sessionId, countByGender);
  return rows.flatMap((row) => (row.gender ? [{ gender: row.gender, quantity: row.quantity }] : []));
}

export async function facultyStatistics(
  ctx: AppContext,
  locale: TLocale,
  sessionId?: number,
): Promise<TFacultyStatisticsRow[]> {
  const rows = await overSession(ctx.db, 'faculty', sessionId, countByFaculty);
  return rows.map(({ names, ...row }) => ({ ...row, facultyName: nameIn(names, locale) }));
}

/** Per direction (faculty and language): first choices, choices at any rank, acceptances. */
export async function directionStatistics(
  ctx: AppContext,
  locale: TLocale,
  sessionId?: number,
): Promise<TDirectionStatisticsRow[]> {
  const rows = await overSession(ctx.db, 'direction', sessionId, countByDirection);
  return rows.map(({ facultyNames, languageNames, ...row }) => ({
    ...row,
    facultyName: nameIn(facultyNames, locale),
    educationLanguageName: nameIn(languageNames, locale),
  }));
}

export async function regionStatistics(
  ctx: AppContext,
  locale: TLocale,
  sessionId?: number,
): Promise<TRegionStatisticsRow[]> {
  const rows = await overSession(ctx.db, 'region', sessionId, countByRegion);
  return rows.map(({ names, ...row }) => ({ ...row, regionName: nameIn(names, locale) }));
}

/** The applicants' view: totals per faculty only. */
export async function publicFacultyStatistics(ctx: AppContext, locale: TLocale): Promise<TPublicFacultyStatistics> {
  const rows = await facultyStatistics(ctx, locale);
  return rows.map(({ facultyId, facultyName, quantity }) => ({ facultyId, facultyName, quantity }));
}
