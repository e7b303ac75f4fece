import type { TLocale } from '@qabul/contract/locale';
import type { Db } from '../../db/client';
import type { JsonAnswer } from '../../lib/json-answer';
import type { ReferenceNames } from './applications.queries';

/** What an applicant's answer was built from: the application at one revision, and the catalogue names then. */
export interface OwnVersion {
  applicationId: number;
  revision: number;
  /** Any catalogue change, in any process, replaces this object. */
  names: ReferenceNames;
}

interface Entry {
  version: OwnVersion;
  answer: JsonAnswer;
}

/** A bound on the answers kept (a few KB each), the least recently sent going first. */
const MAX_ENTRIES = 2000;

/**
 * The last answer sent to each applicant, per language. Applicants open and reload their form far more often than
 * it changes, and building the answer (the row with its documents, the names, the schema check, compression) was
 * most of a GET's cost. A GET now reads only the application's id and revision, one index lookup, and sends the
 * kept answer while both and the catalogue names are unchanged. The revision is moved on by triggers at every write
 * to the application or its documents (migration 0007), whichever process or module writes, so nothing has to be
 * announced between processes.
 */
export class OwnAnswerCache {
  private readonly entries = new Map<string, Entry>();

  find(memberId: number, locale: TLocale, current: OwnVersion): JsonAnswer | undefined {
    const key = `${memberId}|${locale}`;
    const entry = this.entries.get(key);
    const kept = entry?.version;
    if (
      !entry ||
      kept?.applicationId !== current.applicationId ||
      kept.revision !== current.revision ||
      kept.names !== current.names
    ) {
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  keep(memberId: number, locale: TLocale, version: OwnVersion, answer: JsonAnswer) {
    const key = `${memberId}|${locale}`;
    const kept = this.entries.get(key)?.version;
    // Of two requests finishing out of order, the later revision stays.
    if (kept && kept.applicationId === version.applicationId && kept.revision > version.revision) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, answer });
  }

  get size() {
    return this.entries.size;
  }
}

const caches = new WeakMap<Db, OwnAnswerCache>();

/** The kept answers of one database. */
export function ownAnswersOf(db: Db): OwnAnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new OwnAnswerCache();
    caches.set(db, cache);
  }
  return cache;
}
