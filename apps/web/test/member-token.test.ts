// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMember } from '@/lib/member';
import { sessionMarker } from '@/lib/session';
import { signInAs, signOut } from './helpers/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the member lookup keeps the session unless the server refuses it', () => {
  beforeEach(() => {
    signInAs('a-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('keeps the session when the request never reached the server (a dropped connection or a reload)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getMember()).rejects.toThrow();
    expect(sessionMarker()).toBe('a-token');
  });

  it('keeps the session when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(503, { code: 503, error_description: 'busy', meta: {} })));
    await expect(getMember()).rejects.toThrow();
    expect(sessionMarker()).toBe('a-token');
  });

  it('forgets the session the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(401, { code: 401, error_description: 'Sign in again', meta: {} })),
    );
    await expect(getMember()).rejects.toThrow();
    expect(sessionMarker()).toBeNull();
  });

  it('answers the member with the session in place', async () => {
    const member = { id: 7, phone: '998901234567', role: 'ABITURIENT' };
    const fetch = vi.fn().mockResolvedValue(json(200, member));
    vi.stubGlobal('fetch', fetch);
    await expect(getMember()).resolves.toEqual(member);
    expect(fetch.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
    expect(sessionMarker()).toBe('a-token');
  });

  it('counts a session from before the upgrade, still in the old script-readable cookie, as signed in', async () => {
    signOut();
    expect(sessionMarker()).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: how the web app stored the token before.
    document.cookie = 'token=an-old-token; path=/';
    // Found by a later run of the page's scripts (lib/cookie.ts reads the cookies once per run).
    await Promise.resolve();
    expect(sessionMarker()).toBe('token');
  });
});
