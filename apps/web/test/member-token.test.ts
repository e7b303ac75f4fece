// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMember } from '@/lib/member';
import { clearToken, getToken, setToken } from '@/lib/token';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the member lookup keeps the session unless the server refuses it', () => {
  beforeEach(() => {
    setToken('a-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('keeps the token when the request never reached the server (a dropped connection or a reload)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getMember()).rejects.toThrow();
    expect(getToken()).toBe('a-token');
  });

  it('keeps the token when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(503, { code: 503, error_description: 'busy', meta: {} })));
    await expect(getMember()).rejects.toThrow();
    expect(getToken()).toBe('a-token');
  });

  it('drops the token the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(401, { code: 401, error_description: 'Sign in again', meta: {} })),
    );
    await expect(getMember()).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('answers the member with the token in place', async () => {
    const member = { id: 7, phone: '998901234567', role: 'ABITURIENT' };
    const fetch = vi.fn().mockResolvedValue(json(200, member));
    vi.stubGlobal('fetch', fetch);
    await expect(getMember()).resolves.toEqual(member);
    expect(fetch.mock.calls[0][1].headers.Authorization).toBe('Bearer a-token');
    expect(getToken()).toBe('a-token');
  });
});
