import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { drawingSlot, drawnIf } from '@qabul/contract/first-screen';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { verifyPassword } from '../src/lib/password';
import { publicSettings } from '../src/lib/settings';
import { appeals } from '../src/modules/appeals/appeals.table';
import { applications } from '../src/modules/applications/applications.table';
import { members } from '../src/modules/auth/members.table';
import { examPermits, examResults } from '../src/modules/exams/exams.table';
import { createStaffMember, ensureInitialAdmin } from '../src/modules/members/admin-cli';
import { webAppPlugin } from '../src/plugins/external/web-app';
import { createTestApp, randomPhone, type TestApp } from './helpers/test-app';

describe('configuration', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.sms.driver).toBe('file');
    expect(config.sms.outbox).toBe(path.resolve('./data/sms-outbox.jsonl'));
    expect(config.limits).toMatchObject({ smsPerPhonePerMinute: 1, smsPerPhonePerDay: 5, smsPerIpPerHour: 20 });
    expect(config.seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).seedDemo).toBe(false);
  });

  it('reads relative paths from where npm was called, as `npm run admin` runs in apps/server', () => {
    const config = loadConfig({ INIT_CWD: '/srv/qabul', WEB_DIST: 'web' });
    expect(config.dataDir).toBe('/srv/qabul/data');
    expect(config.sms.outbox).toBe('/srv/qabul/data/sms-outbox.jsonl');
    expect(config.webDist).toBe('/srv/qabul/web');
    expect(loadConfig({ INIT_CWD: '/srv/qabul', DATA_DIR: '/var/qabul' }).dataDir).toBe('/var/qabul');
  });

  it('names every bad value clearly', () => {
    const bad = () => loadConfig({ PORT: 'eighty', SMS_DRIVER: 'eskiz', DATABASE_URL: 'mysql://x', ADMIN_PHONE: '1' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SMS_DRIVER: 'eskiz' })).toThrow(/ESKIZ_EMAIL and ESKIZ_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PHONE: '998901112233' })).toThrow(/both ADMIN_PHONE and ADMIN_PASSWORD/);
  });
});

describe('HTTP basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/common/member',
      headers: { 'x-request-id': 'abc-1' },
    });
    expect(response.headers['x-request-id']).toBe('abc-1');
    // The API's own set (OWASP REST): an answer is never a page.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    // Error answers carry them too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });

  it("sends the web app's pages the page policies", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers malformed JSON and oversized bodies with the error contract', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 400, error_description: 'Bad request' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(413);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
    // The submit body is documented with the real schema (the service validates it).
    const submit = doc.paths['/api/v1/abiturient/application'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(submit.properties)).toEqual(expect.arrayContaining(['firstName', 'pinfl', 'agreement']));
  });

  it('creates the first super admin from ADMIN_PHONE/ADMIN_PASSWORD only on an empty database', async () => {
    expect(await t.db.$count(members)).toBe(0);
    await ensureInitialAdmin(t.db, { phone: '998901110000', password: 'Initial-pass-1' });
    const [admin] = await t.db.select().from(members).where(eq(members.phone, '998901110000'));
    expect(admin.role).toBe('ADMIN_SUPER');
    expect(await verifyPassword(admin.passwordHash, 'Initial-pass-1')).toBe(true);
    await ensureInitialAdmin(t.db, { phone: '998901110001', password: 'Initial-pass-1' });
    expect(await t.db.$count(members)).toBe(1); // a staff member exists: nothing more is created
  });

  it("creates the first super admin beside applicants (the demo data's), never over an applicant's account", async () => {
    // The staff member the test above created goes: no staff again.
    await t.db.delete(members).where(eq(members.phone, '998901110000'));
    await t.db.insert(members).values([
      { phone: '998901110002', passwordHash: 'x', role: 'ABITURIENT' },
      { phone: '998901110003', passwordHash: 'x', role: 'ABITURIENT' },
    ]);
    await expect(ensureInitialAdmin(t.db, { phone: '998901110002', password: 'Initial-pass-1' })).rejects.toThrow(
      "ADMIN_PHONE 998901110002 is an applicant's phone",
    );
    await ensureInitialAdmin(t.db, { phone: '998901110004', password: 'Initial-pass-1' });
    const roles = await t.db.select({ phone: members.phone, role: members.role }).from(members);
    expect(roles).toEqual(
      expect.arrayContaining([
        { phone: '998901110002', role: 'ABITURIENT' },
        { phone: '998901110004', role: 'ADMIN_SUPER' },
      ]),
    );
    expect(roles).toHaveLength(3);
  });

  it('creates staff from the command line with a generated password', async () => {
    const phone = randomPhone();
    const password = await createStaffMember(t.db, phone, 'ADMIN_SUPER');
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    const [row] = await t.db.select().from(members).where(eq(members.phone, phone));
    expect(row.role).toBe('ADMIN_SUPER');
    expect(await verifyPassword(row.passwordHash, password)).toBe(true);
    await expect(createStaffMember(t.db, phone, 'ADMIN_SUPER')).rejects.toThrow(/already exists/);
    await expect(createStaffMember(t.db, '123', 'ADMIN_SUPER')).rejects.toThrow(/--phone/);
    await expect(createStaffMember(t.db, randomPhone(), 'ABITURIENT')).rejects.toThrow(/--role/);
  });
});

describe('serving the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'qabul-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync('console.log("app")'));
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => web.close());

  it('sends the pre-compressed asset the browser accepts, cached for good', async () => {
    const br = await web.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');

    const plain = await web.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('answers app routes with index.html, never cached, and unknown API routes with JSON', async () => {
    const page = await web.app.inject({ url: '/home/application' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = await web.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.body).toBe('<!doctype html><div id="root"></div>');
    const api = await web.app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
  });

  it('answers a missing file with a 404, not with the app page (a stale tab after a release)', async () => {
    const withQuery = await web.app.inject({ url: '/?phone=998901234567' });
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const url of ['/assets/index-gone.js', '/assets/nested/x', '/robots.txt', '/home/photo.png?v=1']) {
      const missing = await web.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).toMatch(/application\/json/);
      expect(missing.json().code, url).toBe(404);
    }
  });
});

describe('the first screens', () => {
  /** A built web app whose build names the form page's scripts and draws its first screen (first-screens.json). */
  function distWith(screens: unknown) {
    const dist = mkdtempSync(path.join(tmpdir(), 'qabul-web-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="uz"><head><title>Qabul</title></head><body><div id="root">' +
        '<!-- first-screen: here --><div class="boot"></div></div></body></html>',
    );
    writeFileSync(path.join(dist, 'first-screens.json'), JSON.stringify(screens));
    return dist;
  }
  const link = '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-1a2b.js">';
  const drawings = { uz: '<h1>Ariza</h1>', ru: '<h1>Заявление</h1>', en: '<h1>Application</h1>' };
  const formPage = { '/home/application': { visitor: 'applicant', preloads: ['/assets/home-1a2b.js'], drawings } };
  // The login screen's header, with the office's contacts the server fills in (contract/first-screen.ts).
  const contacts = [
    drawnIf('phone', `<a href="${drawingSlot('phoneHref')}">${drawingSlot('phone')}</a>`),
    drawnIf('address', `<span>${drawingSlot('address')}</span>`),
    drawnIf('demo', '<i>demo</i>'),
  ].join('');
  const loginPage = {
    '/': {
      visitor: 'guest',
      preloads: [],
      drawings: { uz: `<h1>Kirish</h1>${contacts}`, ru: `<h1>Вход</h1>${contacts}`, en: `<h1>Sign in</h1>${contacts}` },
    },
  };

  it("names the page's scripts and draws it for an applicant's session only, and says the page varies by cookie", async () => {
    const web = await createTestApp({ WEB_DIST: distWith({ ...formPage, ...loginPage }) });
    try {
      const page = (url: string, cookie?: string) => web.app.inject({ url, headers: cookie ? { cookie } : {} });
      const applicant = `qabul_session=${(await web.memberWithToken('ABITURIENT')).token}`;
      const signedIn = await page('/home/application', `locale=ru; ${applicant}; qabul_signed_in=abc`);
      expect(signedIn.statusCode).toBe(200);
      // Among the others (a page over 1 KB also varies by Accept-Encoding).
      expect(String(signedIn.headers.vary).split(', ')).toContain('Cookie');
      expect(signedIn.headers['cache-control']).toBe('no-cache');
      // Before the end of the head, with the settings block the server writes on every page.
      expect(signedIn.body).toMatch(
        new RegExp(`${link}<script type="application/json" id="portal-settings">.*</head>`),
      );
      // In the default language without the web app's cookie, before index.html's spinner.
      expect(signedIn.body).toContain('<html lang="uz">');
      expect(signedIn.body).toContain('<div id="root"><h1>Ariza</h1><div class="boot"></div></div>');
      expect((await page('/home/application/?from=sms', applicant)).body).toContain(link);

      for (const [cookie, language, heading] of [
        [`qabul_locale=ru; ${applicant}`, 'ru', 'Заявление'],
        [`${applicant}; qabul_locale=en`, 'en', 'Application'],
        [`qabul_locale=de; ${applicant}`, 'uz', 'Ariza'],
      ] as const) {
        const answer = await page('/home/application', cookie);
        expect(answer.body, cookie).toContain(`<html lang="${language}">`);
        expect(answer.body, cookie).toContain(`<div id="root"><h1>${heading}</h1><div class="boot">`);
      }

      // A staff member's session, or one that has ended (the flag cookie left behind), is not drawn the applicant's
      // screen: the page would show it, then leave for the staff area or the login page.
      const staff = `qabul_session=${(await web.memberWithToken('ADMIN_VERIFIER')).token}; qabul_signed_in=abc`;
      for (const [url, cookie] of [
        ['/home/application', undefined],
        ['/home/application', 'qabul_locale=ru'],
        ['/home/application', 'qabul_signed_in=abc'],
        ['/home/application', 'qabul_session=ended; qabul_signed_in=abc'],
        ['/home/application', staff],
        ['/home/faq', applicant],
        ['/', applicant],
        ['/', staff],
      ] as const) {
        const answer = await page(url, cookie);
        expect(answer.statusCode, `${url} ${cookie}`).toBe(200);
        expect(answer.body, `${url} ${cookie}`).not.toContain('modulepreload');
        expect(answer.body, `${url} ${cookie}`).not.toContain('<h1>');
        expect(answer.body, `${url} ${cookie}`).toContain('<html lang="uz">');
        expect(answer.body, `${url} ${cookie}`).toContain('id="portal-settings"');
      }
    } finally {
      await web.close();
    }
  });

  it("draws the login screens for a browser without a session, with the office's contacts from the settings", async () => {
    const web = await createTestApp({ WEB_DIST: distWith({ ...formPage, ...loginPage }) });
    try {
      for (const [cookie, heading, address] of [
        [undefined, 'Kirish', "Toshkent sh., Universitet ko'chasi, 4"],
        ['qabul_locale=ru', 'Вход', 'г. Ташкент, ул. Университетская, 4'],
        // A session that has ended is signed out: the app shows the login screen too.
        ['qabul_session=ended; qabul_signed_in=abc; qabul_locale=en', 'Sign in', '4 Universitet Street, Tashkent'],
      ] as const) {
        const answer = await web.app.inject({ url: '/', headers: cookie ? { cookie } : {} });
        expect(answer.statusCode, cookie).toBe(200);
        expect(String(answer.headers.vary).split(', '), cookie).toContain('Cookie');
        // The embedded demo's contacts, marked as the demo's.
        expect(answer.body, cookie).toContain(
          `<div id="root"><h1>${heading}</h1><a href="tel:+998712000000">+998 71 200-00-00</a><span>${address}</span><i>demo</i><div class="boot">`,
        );
      }
      // Not the applicant's screens.
      expect((await web.app.inject({ url: '/home/application' })).body).not.toContain('<h1>');
    } finally {
      await web.close();
    }
  });

  it('leaves out the contacts the settings do not give, and writes theirs as text', async () => {
    const settingsFile = path.join(mkdtempSync(path.join(tmpdir(), 'qabul-settings-')), 'settings.json');
    const address = { uz: 'Bino $& <b>4</b>', ru: 'Здание 4', en: 'Building 4' };
    writeFileSync(settingsFile, JSON.stringify({ contacts: { email: 'office@example.uz', address } }));
    const web = await createTestApp({ WEB_DIST: distWith(loginPage), SETTINGS_FILE: settingsFile });
    try {
      expect((await web.app.inject({ url: '/' })).body).toContain(
        '<div id="root"><h1>Kirish</h1><span>Bino $&amp; &lt;b&gt;4&lt;/b&gt;</span><div class="boot">',
      );
    } finally {
      await web.close();
    }
  });

  it("draws the form's line under its heading for whether the applicant's application can be edited", async () => {
    const lines = `${drawnIf('editable', '<p>Fill in</p>')}${drawnIf('readOnly', '<p>Under review</p>')}`;
    const form = {
      '/home/application': {
        visitor: 'applicant',
        preloads: [],
        drawings: {
          uz: `<h1>Ariza</h1>${lines}`,
          ru: `<h1>Заявление</h1>${lines}`,
          en: `<h1>Application</h1>${lines}`,
        },
      },
    };
    const web = await createTestApp({ WEB_DIST: distWith(form) });
    try {
      const applicant = await web.memberWithToken('ABITURIENT');
      const drawn = async () =>
        (await web.app.inject({ url: '/home/application', headers: { cookie: `qabul_session=${applicant.token}` } }))
          .body;
      // No application yet: the form starts one, to be filled in.
      expect(await drawn()).toContain('<div id="root"><h1>Ariza</h1><p>Fill in</p><div class="boot">');
      const [{ id }] = await web.ctx.db
        .insert(applications)
        .values({ memberId: applicant.member.id, status: 'SUBMITTED' })
        .returning({ id: applications.id });
      expect(await drawn()).toContain('<div id="root"><h1>Ariza</h1><p>Under review</p><div class="boot">');
      await web.ctx.db.update(applications).set({ status: 'REJECTED' }).where(eq(applications.id, id));
      expect(await drawn()).toContain('<div id="root"><h1>Ariza</h1><p>Fill in</p><div class="boot">');
    } finally {
      await web.close();
    }
  });

  it("draws the applicant's own login phone on the personal information page, and nobody else's", async () => {
    const phoneLine = `<h1>Info</h1><b>${drawingSlot('memberPhone')}</b>`;
    const personal = {
      '/home/personal-info': {
        visitor: 'applicant',
        preloads: [],
        drawings: { uz: phoneLine, ru: phoneLine, en: phoneLine },
      },
    };
    // A settings value that looks like a slot stays as written.
    const settingsFile = path.join(mkdtempSync(path.join(tmpdir(), 'qabul-settings-')), 'settings.json');
    writeFileSync(settingsFile, JSON.stringify({ contacts: { phone: '{{memberPhone}}' } }));
    const web = await createTestApp({ WEB_DIST: distWith(personal), SETTINGS_FILE: settingsFile });
    try {
      for (const applicant of [await web.memberWithToken('ABITURIENT'), await web.memberWithToken('ABITURIENT')]) {
        const page = await web.app.inject({
          url: '/home/personal-info',
          headers: { cookie: `qabul_session=${applicant.token}` },
        });
        expect(page.body).toContain(`<div id="root"><h1>Info</h1><b>+${applicant.member.phone}</b><div class="boot">`);
        expect(page.body).toContain('"phone":"{{memberPhone}}"');
      }
    } finally {
      await web.close();
    }
  });

  it("draws what the permit, result and appeal pages show for the applicant's state until the page has more", async () => {
    const states = [
      drawnIf('permitPending', '<i>Permit soon</i>'),
      drawnIf('resultPending', '<i>Result soon</i>'),
      drawnIf('appealClosed', '<i>May not appeal</i>'),
      drawnIf('appealOpen', '<i>May appeal</i>'),
    ].join('');
    const drawing = `<h1>Exam</h1>${states}`;
    const exam = {
      '/home/allowance': { visitor: 'applicant', preloads: [], drawings: { uz: drawing, ru: drawing, en: drawing } },
    };
    const web = await createTestApp({ WEB_DIST: distWith(exam) });
    try {
      const applicant = await web.memberWithToken('ABITURIENT');
      const drawn = async () => {
        const page = await web.app.inject({
          url: '/home/allowance',
          headers: { cookie: `qabul_session=${applicant.token}` },
        });
        return /<div id="root">(.*)<div class="boot">/.exec(page.body)?.[1];
      };
      // No application yet: nothing published for it, and no decision to appeal against.
      expect(await drawn()).toBe('<h1>Exam</h1><i>Permit soon</i><i>Result soon</i><i>May not appeal</i>');
      const [{ id }] = await web.ctx.db
        .insert(applications)
        .values({ memberId: applicant.member.id, status: 'REJECTED' })
        .returning({ id: applications.id });
      expect(await drawn()).toBe('<h1>Exam</h1><i>Permit soon</i><i>Result soon</i><i>May appeal</i>');
      // Accepted, with a permit published (its exam day is past) and a result that did not recommend them.
      await web.ctx.db.update(applications).set({ status: 'ACCEPTED' }).where(eq(applications.id, id));
      await web.ctx.db
        .insert(examPermits)
        .values({ applicationId: id, examDay: '2020-07-20', shift: '1', login: 'u1', password: 'p1' });
      await web.ctx.db.insert(examResults).values({ applicationId: id, attended: '1', result: '0' });
      expect(await drawn()).toBe('<h1>Exam</h1><i>May appeal</i>');
      // Appealed: the page shows the appeal, which the server does not draw.
      await web.ctx.db.insert(appeals).values({ applicationId: id, text: 'Please look again' });
      expect(await drawn()).toBe('<h1>Exam</h1>');
    } finally {
      await web.close();
    }
  });

  it("refuses to start on a list that names anything but the build's scripts, or lacks a language", async () => {
    const starting = (screens: unknown) =>
      Fastify({ logger: false }).register(webAppPlugin, {
        webDist: distWith(screens),
        settings: { ...publicSettings(loadConfig({}).settings, false), formRules: { pinflCheckDigit: true } },
        visitorOf: () => 'guest',
        requestSlotValues: async () => ({}),
      });
    const refused = /first-screens.json: "\/home" is not a visitor, scripts and a drawing per language/;
    await expect(
      starting({ '/home': { visitor: 'applicant', preloads: ['https://elsewhere.example/x.js'], drawings } }),
    ).rejects.toThrow(refused);
    const { en: _english, ...twoLanguages } = drawings;
    await expect(starting({ '/home': { visitor: 'applicant', preloads: [], drawings: twoLanguages } })).rejects.toThrow(
      refused,
    );
    await expect(starting({ '/home': { visitor: 'staff', preloads: [], drawings } })).rejects.toThrow(refused);
    await expect(starting({ '/home': { preloads: [], drawings } })).rejects.toThrow(refused);
  });
});

describe('compression', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp();
  });
  afterAll(() => c.close());

  it('compresses JSON answers over 1 KB as the client accepts, and leaves small ones alone', async () => {
    const admin = await c.memberWithToken('ADMIN_SUPER');
    // Answers up to 32 KB are compressed in place, larger ones on the thread pool: one of each.
    for (const [url, size] of [
      ['/api/v1/admin/region?size=10', (bytes: number) => bytes > 1024 && bytes <= 32 * 1024],
      ['/api/v1/admin/city?size=200', (bytes: number) => bytes > 32 * 1024],
    ] as const) {
      const plain = await c.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(size(plain.rawPayload.length), `${url}: ${plain.rawPayload.length} bytes`).toBe(true);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await c.app.inject({ method: 'GET', url, headers: { ...admin.headers, 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gz = await c.app.inject({ method: 'GET', url, headers: { ...admin.headers, 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    }
    const small = await c.app.inject({
      method: 'GET',
      url: '/api/v1/common/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
