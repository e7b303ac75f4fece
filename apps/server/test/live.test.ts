import type { AddressInfo } from 'node:net';
import type { TLiveApplicationEvent, TLiveApplicationsEvent } from '@qabul/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceApplicationChange } from '../src/modules/live/live.announce';
import { STREAMS_PER_MEMBER } from '../src/modules/live/live.hub';
import { type ApplicationReferences, findApplicationReferences } from './helpers/application-fixtures';
import { staffClient, submittedApplication } from './helpers/review-fixtures';
import { connectAgain, createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

/**
 * Live status (issue 46, item 4) over real sockets: two apps on one database, as two server processes are; a
 * decision taken through one is heard on streams held by the other (PostgreSQL: LISTEN/NOTIFY between connections).
 */
let first: TestApp;
let second: TestApp;
let refs: ApplicationReferences;
let verifier: ReturnType<typeof staffClient>;
let staffHeaders: Record<string, string>;
const origins = new Map<TestApp, string>();

beforeAll(async () => {
  const database = await openTestDatabase('seeded');
  first = await createTestApp({}, { database });
  second = await createTestApp({}, { database: await connectAgain(database) });
  for (const app of [first, second]) {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    origins.set(app, `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`);
  }
  refs = await findApplicationReferences(first.db);
  verifier = staffClient(first, (await first.memberWithToken('ADMIN_VERIFIER')).headers);
  staffHeaders = (await first.memberWithToken('ADMIN_OBSERVER')).headers;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

interface Message {
  event: string;
  data: unknown;
}

/** An open stream: the messages parsed so far (comments as `comment`), and a wait for the next one that matches. */
async function openStream(app: TestApp, path: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${origins.get(app)}/api/v1${path}`, { headers, signal: controller.signal });
  const messages: Message[] = [];
  let ended = false;
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(':')) messages.push({ event: 'comment', data: block.slice(1).trim() });
            const event = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (event && data) messages.push({ event, data: JSON.parse(data) });
          }
        }
      } catch {
        // Aborted by the test.
      }
      ended = true;
    })();
  }
  return {
    response,
    messages,
    ended: () => ended,
    close: () => controller.abort(),
    next: (event: string, from = 0) =>
      waitFor(`a "${event}" message`, () => messages.slice(from).find((m) => m.event === event), 10_000),
  };
}

describe('GET abiturient/events and admin/events', () => {
  it('refuse a caller without a session (401, spec §8 body) and one of the other side (403)', async () => {
    const anonymous = await first.app.inject({ method: 'GET', url: '/api/v1/abiturient/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401, error_description: expect.any(String) });
    const staffOnApplicant = await first.app.inject({
      method: 'GET',
      url: '/api/v1/abiturient/events',
      headers: staffHeaders,
    });
    expect(staffOnApplicant.statusCode).toBe(403);
    const applicant = await first.memberWithToken('ABITURIENT');
    const applicantOnStaff = await first.app.inject({
      method: 'GET',
      url: '/api/v1/admin/events',
      headers: applicant.headers,
    });
    expect(applicantOnStaff.statusCode).toBe(403);
  });

  it('open with headers no proxy buffers by, and say `ready` at once', async () => {
    const applicant = await first.memberWithToken('ABITURIENT');
    const stream = await openStream(first, '/abiturient/events', applicant.headers);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await stream.next('ready');
    stream.close();
  });

  it("tell an applicant of their own application's decision, in the other process, and not of another's", async () => {
    const own = await submittedApplication(first, refs);
    const other = await submittedApplication(first, refs);
    // Held by the second app; the decisions go through the first.
    const ownStream = await openStream(second, '/abiturient/events', own.headers);
    const otherStream = await openStream(second, '/abiturient/events', other.headers);
    const staffStream = await openStream(second, '/admin/events', staffHeaders);
    await Promise.all([ownStream.next('ready'), otherStream.next('ready'), staffStream.next('ready')]);

    expect((await verifier.accept(own.id)).statusCode).toBe(200);
    const heard = await ownStream.next('application');
    expect(heard.data).toEqual({ applicationId: own.id, event: 'ACCEPTED' } satisfies TLiveApplicationEvent);

    const staffHeard = (await staffStream.next('applications')).data as TLiveApplicationsEvent;
    expect(staffHeard.more).toBe(false);
    expect(staffHeard.changes).toContainEqual(expect.objectContaining({ applicationId: own.id, event: 'ACCEPTED' }));
    expect(staffHeard.changes[0].admissionSessionId).toEqual(expect.any(Number));

    // The other applicant hears of their own rejection only: by then the acceptance would have arrived too.
    expect((await verifier.reject(other.id, { lastName: 'Check the spelling' })).statusCode).toBe(200);
    const otherHeard = await otherStream.next('application');
    expect(otherHeard.data).toEqual({ applicationId: other.id, event: 'REJECTED' });
    expect(otherStream.messages.filter((m) => m.event === 'application')).toHaveLength(1);
    expect(ownStream.messages.filter((m) => m.event === 'application')).toHaveLength(1);
    for (const stream of [ownStream, otherStream, staffStream]) stream.close();
  });

  it('announce a change when its transaction commits, and nothing for one rolled back', async () => {
    const own = await submittedApplication(first, refs);
    const stream = await openStream(second, '/abiturient/events', own.headers);
    await stream.next('ready');
    await expect(
      first.db.transaction(async (tx) => {
        await announceApplicationChange(tx, own.id, 'ACCEPTED');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await first.db.transaction((tx) => announceApplicationChange(tx, own.id, 'REJECTED'));
    await stream.next('application');
    // Delivered in commit order: had the rolled-back one been sent, it would have come first.
    expect(stream.messages.filter((m) => m.event === 'application').map((m) => m.data)).toEqual([
      { applicationId: own.id, event: 'REJECTED' },
    ]);
    stream.close();
  });

  it(`hold at most ${STREAMS_PER_MEMBER} streams per member, and forget a stream its client closed`, async () => {
    const applicant = await first.memberWithToken('ABITURIENT');
    const before = first.app.live.size;
    const streams = [];
    for (let i = 0; i < STREAMS_PER_MEMBER; i++) {
      const stream = await openStream(first, '/abiturient/events', applicant.headers);
      await stream.next('ready');
      streams.push(stream);
    }
    const refused = await first.app.inject({
      method: 'GET',
      url: '/api/v1/abiturient/events',
      headers: { ...applicant.headers, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, error_description: expect.stringContaining('Too many pages') });
    expect(first.app.live.size).toBe(before + STREAMS_PER_MEMBER);
    for (const stream of streams) stream.close();
    await waitFor('the closed streams forgotten', () => first.app.live.size === before);
  });

  it('send a heartbeat comment, and end the stream once its session has ended', async () => {
    const applicant = await first.memberWithToken('ABITURIENT');
    const stream = await openStream(first, '/abiturient/events', applicant.headers);
    await stream.next('ready');
    // What the hub's timer does every HEARTBEAT_MS.
    await first.app.live.beat();
    expect((await stream.next('comment')).data).toBe('heartbeat');
    const logout = await first.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: applicant.headers });
    expect(logout.statusCode).toBeLessThan(300);
    await first.app.live.beat();
    await waitFor('the stream ended', () => stream.ended(), 10_000);
  });
});

describe('shutdown', () => {
  it('ends the open streams, so closing the app does not wait for them', async () => {
    const database = await openTestDatabase('seeded');
    const app = await createTestApp({}, { database });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    origins.set(app, `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`);
    const applicant = await app.memberWithToken('ABITURIENT');
    const staff = await app.memberWithToken('ADMIN_SUPER');
    const streams = [
      await openStream(app, '/abiturient/events', applicant.headers),
      await openStream(app, '/admin/events', staff.headers),
    ];
    await Promise.all(streams.map((stream) => stream.next('ready')));
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await waitFor('the clients saw their streams end', () => streams.every((stream) => stream.ended()), 5_000);
    expect(app.app.live.size).toBe(0);
  });
});
