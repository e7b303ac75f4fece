import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';

export interface Credentials {
  phone: string;
  password: string;
}

/** A fresh valid Uzbek mobile number (+998 90 ...), so browser tests never share accounts. */
export function randomPhone(): string {
  return `99890${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The code of the latest SMS to `phone` in the server's file outbox (SMS_DRIVER=file), waiting for it to arrive. */
export async function lastSmsCode(phone: string): Promise<string> {
  const outbox = process.env.E2E_SMS_OUTBOX;
  if (!outbox) throw new Error('E2E_SMS_OUTBOX is not set (playwright.config.ts sets it)');
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = readFileSync(outbox, { encoding: 'utf8', flag: 'a+' }).split('\n').filter(Boolean);
      const messages = lines.map((line) => JSON.parse(line) as { to: string; text: string });
      code = messages.findLast((message) => message.to === phone)?.text.match(/\b\d{6,8}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** The e-mails the browser tests' SMTP server has received for `address` so far (support/mail-sink.ts). */
export function mailsTo(address: string): { subject: string; raw: string }[] {
  const outbox = process.env.E2E_MAIL_OUTBOX;
  if (!outbox) throw new Error('E2E_MAIL_OUTBOX is not set (playwright.config.ts sets it)');
  return readFileSync(outbox, { encoding: 'utf8', flag: 'a+' })
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; subject: string; raw: string })
    .filter((mail) => mail.to.includes(address));
}

/** Registers an applicant through the API and returns its phone and SMS password. */
export async function registerApplicant(request: APIRequestContext): Promise<Credentials> {
  const phone = randomPhone();
  const response = await request.post('/api/v1/auth/register', { data: { phone } });
  expect(response.status(), await response.text()).toBe(200);
  return { phone, password: await lastSmsCode(phone) };
}

/**
 * Logs in through the API as the browser would: `page.request` shares the page's cookies, so the login answer's
 * HttpOnly session cookie (and device cookie) land in the browser.
 */
export async function signIn(page: Page, { phone, password }: Credentials) {
  const response = await page.request.post('/api/v1/auth/login', { data: { username: phone, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the phone field of a login-screen form: the mask takes the national digits after the +998 picker. */
export async function fillPhone(page: Page, phone: string) {
  await page.getByTestId('phone-input').fill(phone.slice(3));
}

/**
 * `test.use({ locale: 'en' })` sets both the browser's language and the portal's (localStorage `locale`, spec §1),
 * before any page script runs; the default is the portal's default, uz.
 */
export const test = base.extend<{ admin: Credentials }>({
  locale: 'uz',
  admin: [{ ...E2E_ADMIN }, { option: true }],
  page: async ({ page, locale }, use) => {
    // Init scripts also run in frames without storage (the PDF viewer of a blob: frame), hence `?.`.
    await page.addInitScript((value) => window.localStorage?.setItem('locale', value), locale ?? 'uz');
    // A stray console error is a failure (conventions: tests).
    const errors: string[] = [];
    page.on('console', (message) => {
      // Chromium logs every 4xx answer; those are the expected refusals of bad input, asserted by the tests.
      const refusal = /Failed to load resource: the server responded with a status of 4\d\d/;
      if (message.type() === 'error' && !refusal.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/**
 * Where a screenshot for people to look at goes: E2E_SHOTS_DIR (e.g. /tmp/shots), else the run's output folder.
 * Tests that take them also assert what the picture shows; the file is for review, not for comparison.
 */
export function shotPath(name: string): string {
  const dir = process.env.E2E_SHOTS_DIR ?? test.info().outputPath('shots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}
