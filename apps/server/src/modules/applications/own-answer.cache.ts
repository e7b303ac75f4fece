import type { TLocale } from '@qabul/contract/locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { COMPRESS_FROM_BYTES, compress, exactCopy, preferredEncoding } from '../../plugins/app/compression';
import type { ReferenceNames } from './applications.queries';

/** The applicant's own application as sent (GET, draft save, submit): its JSON and compressed copies made once. */
export interface OwnAnswer {
  applicationId: number;
  revision: number;
  /** The catalogue names it was built with: any catalogue change, in any process, replaces this object. */
  names: ReferenceNames;
  json: string;
  bytes: number;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

export function ownAnswer(row: { id: number; revision: number }, names: ReferenceNames, json: string): OwnAnswer {
  return { applicationId: row.id, revision: row.revision, names, json, bytes: Buffer.byteLength(json) };
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
  private readonly entries = new Map<string, OwnAnswer>();

  find(
    memberId: number,
    locale: TLocale,
    current: { id: number; revision: number },
    names: ReferenceNames,
  ): OwnAnswer | undefined {
    const key = `${memberId}|${locale}`;
    const entry = this.entries.get(key);
    if (!entry || entry.applicationId !== current.id || entry.revision !== current.revision || entry.names !== names) {
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  keep(memberId: number, locale: TLocale, answer: OwnAnswer) {
    const key = `${memberId}|${locale}`;
    const kept = this.entries.get(key);
    // Of two requests finishing out of order, the later revision stays.
    if (kept && kept.applicationId === answer.applicationId && kept.revision > answer.revision) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, answer);
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

/** Sends an answer, compressed as the client accepts (each encoding made once per answer). */
export async function sendOwnAnswer(request: FastifyRequest, reply: FastifyReply, answer: OwnAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Language, Accept-Encoding');
  const encoding =
    answer.bytes < COMPRESS_FROM_BYTES ? undefined : preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  if (!answer[encoding]) {
    const compressed = compress(answer.json, encoding).then(exactCopy);
    answer[encoding] = compressed;
    // A failure is not kept: the next request compresses again.
    compressed.catch(() => {
      if (answer[encoding] === compressed) answer[encoding] = undefined;
    });
  }
  return reply.header('content-encoding', encoding).send(await answer[encoding]);
}
