import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonAnswer, sendJsonAnswer } from '../src/lib/json-answer';
import type { ReferenceNames } from '../src/modules/applications/applications.queries';
import { applicationFiles, applications } from '../src/modules/applications/applications.table';
import { OwnAnswerCache, type OwnVersion } from '../src/modules/applications/own-answer.cache';
import {
  type ApplicationReferences,
  applicantClient,
  findApplicationReferences,
  PNG,
  validApplication,
} from './helpers/application-fixtures';
import { catalogueApi } from './helpers/catalogues-api';
import { cataloguePayloads, namesWith, type TCataloguePayloads, uniqueToken } from './helpers/catalogues-payloads';
import { staffClient } from './helpers/review-fixtures';
import { connectAgain, createTestApp, openTestDatabase, type TestApp } from './helpers/test-app';

/** Two apps on one database, as two server processes would be: each keeps the answers it sent. */
let first: TestApp;
let second: TestApp;
let refs: ApplicationReferences;
let payloads: TCataloguePayloads;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  const database = await openTestDatabase('seeded');
  first = await createTestApp({}, { database });
  second = await createTestApp({}, { database: await connectAgain(database) });
  refs = await findApplicationReferences(first.db);
  payloads = await cataloguePayloads(first);
  admin = await first.memberWithToken('ADMIN_SUPER');
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** One applicant seen through both processes. */
async function applicantOnBoth(lang = 'en') {
  const auth = await first.memberWithToken('ABITURIENT');
  return {
    memberId: auth.member.id,
    headers: auth.headers,
    onFirst: applicantClient(() => first, auth, lang),
    onSecond: applicantClient(() => second, auth, lang),
  };
}

async function revisionOf(memberId: number) {
  const [row] = await first.db
    .select({ revision: applications.revision })
    .from(applications)
    .where(eq(applications.memberId, memberId));
  return row.revision;
}

describe("the applicant's answer kept in memory", () => {
  it('shows a staff decision made in the other process in the next GET', async () => {
    const applicant = await applicantOnBoth();
    await applicant.onFirst.uploadRequired();
    const submitted = await applicant.onFirst.submit(validApplication(refs));
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { id } = submitted.json() as { id: number };
    expect((await applicant.onSecond.get()).json()).toMatchObject({ id, status: 'SUBMITTED', reviews: {} });
    const rejected = await staffClient(first, admin.headers).reject(id, {
      firstName: 'Write the name as in the passport',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await applicant.onSecond.get()).json()).toMatchObject({
      id,
      status: 'REJECTED',
      reviews: { firstName: 'Write the name as in the passport' },
    });
    expect((await applicant.onFirst.get()).json().status).toBe('REJECTED');
  });

  it('sends what a draft save in the other process wrote', async () => {
    const applicant = await applicantOnBoth();
    expect((await applicant.onSecond.get()).json().firstName).toBeNull();
    expect((await applicant.onSecond.get()).json().firstName).toBeNull();
    const saved = await applicant.onFirst.saveDraft({ firstName: 'ANVAR' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await applicant.onSecond.get()).json().firstName).toBe('ANVAR');
    await applicant.onSecond.saveDraft({ firstName: 'BOBUR' });
    expect((await applicant.onFirst.get()).json().firstName).toBe('BOBUR');
  });

  it('shows a document uploaded or removed in either process', async () => {
    const applicant = await applicantOnBoth();
    expect((await applicant.onSecond.get()).json().photo).toBeNull();
    const uploaded = await applicant.onFirst.upload('PHOTO_FILE', PNG, 'photo.png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json() as { url: string };
    expect((await applicant.onSecond.get()).json().photo).toBe(url);
    const replaced = await applicant.onSecond.upload('PHOTO_FILE', PNG, 'again.png');
    const newUrl = (replaced.json() as { url: string }).url;
    expect(newUrl).not.toBe(url);
    expect((await applicant.onFirst.get()).json().photo).toBe(newUrl);
    expect((await applicant.onFirst.deleteFile('PHOTO_FILE')).statusCode).toBe(200);
    expect((await applicant.onSecond.get()).json().photo).toBeNull();
  });

  it('moves the revision on at any write to the row or its documents, whoever writes it', async () => {
    const applicant = await applicantOnBoth();
    const { id } = (await applicant.onSecond.get()).json() as { id: number };
    const start = await revisionOf(applicant.memberId);
    // A write in SQL that neither names the revision nor goes through the applications module.
    await first.db.execute(sql`update applications set first_name = 'RAW' where id = ${id}`);
    expect(await revisionOf(applicant.memberId)).toBe(start + 1);
    expect((await applicant.onSecond.get()).json().firstName).toBe('RAW');
    await first.db.update(applications).set({ revision: 0, lastName: 'ZERO' }).where(eq(applications.id, id));
    expect(await revisionOf(applicant.memberId)).toBe(start + 2);
    expect((await applicant.onSecond.get()).json().lastName).toBe('ZERO');
    const [file] = await first.db
      .insert(applicationFiles)
      .values({ applicationId: id, kind: 'PASSPORT_FILE', storageKey: 'k', contentType: 'image/png', size: 1 })
      .returning();
    expect(await revisionOf(applicant.memberId)).toBe(start + 3);
    expect((await applicant.onSecond.get()).json().passportPhoto).toContain(`v=${file.id}`);
    await first.db.delete(applicationFiles).where(eq(applicationFiles.id, file.id));
    expect(await revisionOf(applicant.memberId)).toBe(start + 4);
    expect((await applicant.onSecond.get()).json().passportPhoto).toBeNull();
  });

  it('shows a renamed region in the next GET of either process, in each language', async () => {
    const token = uniqueToken();
    const created = await catalogueApi(() => first)('PUT', '/admin/region', {
      as: admin,
      payload: payloads.named('region', namesWith(token)),
    });
    expect(created.statusCode, created.body).toBe(200);
    const region = created.json() as { id: number };
    const applicant = await applicantOnBoth('uz');
    await applicant.onFirst.saveDraft({ region: { id: region.id } });
    const inRussian = applicantClient(() => second, applicant, 'ru');
    expect((await applicant.onSecond.get()).json().region.name).toBe(`${token} olma`);
    expect((await inRussian.get()).json().region.name).toBe(`${token} яблоко`);

    const renamed = await catalogueApi(() => first)('POST', '/admin/region', {
      as: admin,
      payload: { id: region.id, ...payloads.named('region', namesWith(token, ' nok')) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await applicant.onFirst.get()).json().region.name).toBe(`${token} olma nok`);
    // The other process hears of the rename through the database (LISTEN/NOTIFY), within moments.
    await expect
      .poll(async () => (await applicant.onSecond.get()).json().region.name, { timeout: 5000, interval: 50 })
      .toBe(`${token} olma nok`);
    expect((await inRussian.get()).json().region.name).toBe(`${token} яблоко nok`);
  });

  it('sends the kept answer without reading the row, compressed the same as it was built', async () => {
    const applicant = await applicantOnBoth();
    const long = 'Chilonzor tumani '.repeat(12).trim();
    const saved = await applicant.onSecond.saveDraft({ firstName: 'KEPT', addressLine: long, schoolName: long });
    expect(saved.statusCode, saved.body).toBe(200);
    const br = { 'accept-encoding': 'br', 'accept-language': 'en' };
    const built = await second.app.inject({
      method: 'GET',
      url: '/api/v1/abiturient/application',
      headers: { ...applicant.headers, ...br },
    });
    expect(built.headers['content-encoding']).toBe('br');
    expect(built.headers.vary).toBe('Accept-Language, Accept-Encoding');
    const body = JSON.parse(brotliDecompressSync(built.rawPayload).toString());
    expect(body.firstName).toBe('KEPT');
    // With the trigger off, a change the revision does not show: the GET must come from memory to miss it.
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`alter table applications disable trigger applications_revision`);
      await tx.execute(sql`update applications set first_name = 'UNSEEN' where id = ${body.id}`);
      await tx.execute(sql`alter table applications enable trigger applications_revision`);
    });
    const kept = await second.app.inject({
      method: 'GET',
      url: '/api/v1/abiturient/application',
      headers: { ...applicant.headers, ...br },
    });
    expect(kept.rawPayload.equals(built.rawPayload)).toBe(true);
    const plain = await applicant.onSecond.get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(body);
  });
});

describe('OwnAnswerCache', () => {
  const names = new Map() as ReferenceNames;
  const version = (applicationId: number, revision: number, of = names): OwnVersion => ({
    applicationId,
    revision,
    names: of,
  });

  it('finds an answer only for the same application, revision and catalogue names', () => {
    const cache = new OwnAnswerCache();
    const kept = jsonAnswer('{}');
    cache.keep(1, 'uz', version(7, 3), kept);
    expect(cache.find(1, 'uz', version(7, 3))).toBe(kept);
    expect(cache.find(1, 'ru', version(7, 3))).toBeUndefined();
    expect(cache.find(1, 'uz', version(7, 4))).toBeUndefined();
    expect(cache.find(1, 'uz', version(8, 3))).toBeUndefined();
    expect(cache.find(1, 'uz', version(7, 3, new Map() as ReferenceNames))).toBeUndefined();
  });

  it('keeps the later revision when two answers arrive out of order', () => {
    const cache = new OwnAnswerCache();
    cache.keep(1, 'uz', version(7, 5), jsonAnswer('{}'));
    cache.keep(1, 'uz', version(7, 4), jsonAnswer('{}'));
    expect(cache.find(1, 'uz', version(7, 5))).toBeDefined();
    // A new application (a new admission session) replaces the old one's answer whatever its revision.
    cache.keep(1, 'uz', version(9, 0), jsonAnswer('{}'));
    expect(cache.find(1, 'uz', version(9, 0))).toBeDefined();
  });

  it('keeps its compressed copies in buffers of their own size, and sends the same copy again', async () => {
    const kept = jsonAnswer(JSON.stringify({ addressLine: 'Chilonzor tumani, 12-uy '.repeat(100) }));
    const sent: Buffer[] = [];
    const reply = {
      type: () => reply,
      header: () => reply,
      send: (body: Buffer) => {
        sent.push(body);
        return reply;
      },
    } as unknown as FastifyReply;
    for (const encoding of ['br', 'gzip', 'br']) {
      await sendJsonAnswer({ headers: { 'accept-encoding': encoding } } as FastifyRequest, reply, kept);
    }
    for (const body of sent) expect(body.buffer.byteLength).toBe(body.length);
    expect(sent[2]).toBe(sent[0]);
    expect(brotliDecompressSync(sent[0]).toString()).toBe(kept.json);
  });

  it('holds at most 2,000 answers, dropping the one sent least recently', () => {
    const cache = new OwnAnswerCache();
    for (let member = 1; member <= 2000; member++) cache.keep(member, 'uz', version(member, 0), jsonAnswer('{}'));
    // Member 1 is sent again, so member 2 is now the oldest.
    expect(cache.find(1, 'uz', version(1, 0))).toBeDefined();
    cache.keep(2001, 'uz', version(2001, 0), jsonAnswer('{}'));
    expect(cache.size).toBe(2000);
    expect(cache.find(2, 'uz', version(2, 0))).toBeUndefined();
    expect(cache.find(1, 'uz', version(1, 0))).toBeDefined();
    expect(cache.find(2001, 'uz', version(2001, 0))).toBeDefined();
  });
});
