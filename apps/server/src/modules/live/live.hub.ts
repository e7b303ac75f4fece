import { PassThrough } from 'node:stream';
import {
  LIVE_APPLICATION,
  LIVE_APPLICATIONS,
  LIVE_READY,
  LIVE_RESYNC,
  type TLiveApplicationEvent,
  type TLiveApplicationsEvent,
  type TLiveStaffChange,
} from '@qabul/contract/live';
import type { ApplicationChange } from './live.announce';

/** A comment this often keeps proxies and NAT from dropping a quiet connection (and finds dead ones). */
export const HEARTBEAT_MS = 25_000;
/** Staff streams gather changes this long: an exam import announces thousands in one commit. */
export const STAFF_GATHER_MS = 1_000;
/** At most this many changes listed in one staff message; beyond, `more` says the lists changed anyway. */
const STAFF_CHANGES_MAX = 100;
/**
 * Streams one member may hold in one process: over HTTP/1.1 a browser opens at most 6 connections to a site, and
 * each open tab's stream holds one of them; a tab refused here polls instead (docs/decisions/0235).
 */
export const STREAMS_PER_MEMBER = 4;
/** A client that reads nothing while this much waits for it is cut off; it reconnects and fetches again. */
const MAX_UNREAD_BYTES = 64 * 1024;
/** How long a browser waits before it reconnects a dropped stream (the SSE `retry` field). */
const RECONNECT_MS = 3_000;

const message = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** One open stream: its body (sent by Fastify) and, for staff, the changes gathered so far. */
export class LiveStream {
  readonly body = new PassThrough();
  private gathered: TLiveStaffChange[] = [];
  private more = false;
  private flush: NodeJS.Timeout | undefined;

  constructor(
    readonly memberId: number,
    readonly staff: boolean,
    /** Asked at every heartbeat: a stream whose session ended (logout, blocked) is closed. */
    private readonly stillSignedIn: () => Promise<boolean>,
  ) {
    this.write(`retry: ${RECONNECT_MS}\n\n${message(LIVE_READY, {})}`);
  }

  /** A comment that keeps proxies from timing the stream out, or the end of a stream whose session has ended. */
  async heartbeat() {
    const valid = await this.stillSignedIn().catch(() => false);
    if (valid) this.write(': heartbeat\n\n');
    else this.end();
  }

  /** Closed by the client, by `end`, or cut off: `onClose` runs once in each case. */
  onClose(listener: () => void) {
    this.body.once('close', () => {
      clearTimeout(this.flush);
      listener();
    });
  }

  tell(change: ApplicationChange) {
    const event: TLiveApplicationEvent = { applicationId: change.applicationId, event: change.event };
    if (!this.staff) {
      this.write(message(LIVE_APPLICATION, event));
      return;
    }
    if (this.gathered.length < STAFF_CHANGES_MAX) {
      this.gathered.push({ ...event, admissionSessionId: change.admissionSessionId });
    } else {
      this.more = true;
    }
    this.flush ??= setTimeout(() => {
      const data: TLiveApplicationsEvent = { changes: this.gathered, more: this.more };
      this.gathered = [];
      this.more = false;
      this.flush = undefined;
      this.write(message(LIVE_APPLICATIONS, data));
    }, STAFF_GATHER_MS);
  }

  resync() {
    this.write(message(LIVE_RESYNC, {}));
  }

  end() {
    // Destroyed rather than ended: Fastify then ends the response at once, whatever is left unread.
    this.body.destroy();
  }

  private write(text: string) {
    if (this.body.destroyed) return;
    if (this.body.writableLength > MAX_UNREAD_BYTES) {
      this.end();
      return;
    }
    this.body.write(text);
  }
}

/** The streams of this process, by member, and who among them is told of which change. */
export class LiveHub {
  private readonly byMember = new Map<number, Set<LiveStream>>();
  private readonly staff = new Set<LiveStream>();
  /** One timer beats every stream of the process. */
  private readonly heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS).unref();

  /** A new stream, or undefined when the member holds STREAMS_PER_MEMBER here already. */
  open(memberId: number, staff: boolean, stillSignedIn: () => Promise<boolean>): LiveStream | undefined {
    const own = this.byMember.get(memberId) ?? new Set<LiveStream>();
    if (own.size >= STREAMS_PER_MEMBER) return undefined;
    const stream = new LiveStream(memberId, staff, stillSignedIn);
    own.add(stream);
    this.byMember.set(memberId, own);
    if (staff) this.staff.add(stream);
    stream.onClose(() => {
      own.delete(stream);
      if (!own.size) this.byMember.delete(memberId);
      this.staff.delete(stream);
    });
    return stream;
  }

  /** The applicant's own streams hear of their application; every staff stream hears of every application. */
  deliver(change: ApplicationChange) {
    for (const stream of this.byMember.get(change.memberId) ?? []) {
      if (!stream.staff) stream.tell(change);
    }
    for (const stream of this.staff) stream.tell(change);
  }

  resync() {
    for (const own of this.byMember.values()) for (const stream of own) stream.resync();
  }

  /** Every stream's heartbeat, as the timer gives it every HEARTBEAT_MS. */
  beat() {
    return Promise.all([...this.byMember.values()].flatMap((own) => [...own].map((stream) => stream.heartbeat())));
  }

  /** At shutdown: an open stream would otherwise hold the server until the grace period ends. */
  closeAll() {
    clearInterval(this.heartbeat);
    for (const own of [...this.byMember.values()]) for (const stream of [...own]) stream.end();
  }

  get size() {
    let count = 0;
    for (const own of this.byMember.values()) count += own.size;
    return count;
  }
}
