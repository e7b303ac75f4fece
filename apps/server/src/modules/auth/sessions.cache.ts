import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../lib/password';
import { announceChange, clearOnAnnouncement } from '../../lib/process-caches';
import { findSessionMember } from './auth.queries';
import type { AuthMember } from './request-member';

/**
 * Who a bearer token belongs to, remembered for a minute so that not every request asks the database. Anything that
 * ends sessions or changes members (logout, password changes, a staff member's edit) clears it here and, through
 * the database's NOTIFY, in every other process; the minute bounds what a change made behind the server's back
 * (SQL by hand) can leave valid.
 */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 50_000;
export const SESSIONS_CHANNEL = 'qabul_sessions';

interface Entry {
  member: AuthMember;
  /** The earlier of the session's expiry and the end of the minute. */
  until: number;
}

type SessionRow = AuthMember & { expiresAt: Date };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  /** `find` reads a token's valid session from the database. */
  constructor(private readonly find: (token: string) => Promise<SessionRow | null>) {}

  get(token: string): AuthMember | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.member;
    this.entries.delete(token);
    return undefined;
  }

  /** After a miss (`get`): reads the session and remembers it if valid; a read that a clear overtook is not kept. */
  async load(token: string): Promise<AuthMember | null> {
    const generation = this.generation;
    const row = await this.find(token);
    if (!row) return null;
    const { expiresAt, ...member } = row;
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(token, { member, until: Math.min(expiresAt.getTime(), Date.now() + KEEP_MS) });
    }
    return member;
  }

  /** The token's member, remembered or read. */
  async member(token: string): Promise<AuthMember | null> {
    return this.get(token) ?? this.load(token);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionCache;
  }
}

export async function registerSessionCache(app: FastifyInstance) {
  // The database keeps only a token's hash.
  const cache = new SessionCache((token) => findSessionMember(app.db, hashToken(token)));
  app.decorate('sessions', cache);
  await clearOnAnnouncement(app, SESSIONS_CHANNEL, cache);
}

/** After sessions ended or members changed (committed): this process forgets now, the others when notified. */
export const sessionsChanged = (app: FastifyInstance) => announceChange(app, SESSIONS_CHANNEL, app.sessions);
