// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '@/lib/api-client';
import { getMember } from '@/lib/member';
import { sessionMarker } from '@/lib/session';
import { signInAs, signOut } from './helpers/session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const member = { id: 3, phone: '998901112233', role: 'ADMIN_VERIFIER' };
const forbidden = () => json(403, { code: 403, error_description: 'Forbidden', meta: {} });

/** The cookies as a later run of the page's scripts reads them (lib/cookie.ts reads them once per run). */
const nextRun = () => Promise.resolve();

describe('a refused call forgets the session only when it is the one the tab shows', () => {
  const refusals: { sessionChangedElsewhere: boolean }[] = [];
  beforeEach(async () => {
    refusals.length = 0;
    setUnauthorizedHandler((refusal) => refusals.push(refusal));
    // This tab signs in as a staff member and looks them up.
    signInAs('staff-session');
    await nextRun();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, member)));
    await getMember();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it("forgets this tab's own session when the server refuses it (spec §8), and sends the tab to the login page", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(forbidden()));
    await expect(api.get('admin/applications', { silent: true })).rejects.toThrow('Forbidden');
    expect(sessionMarker()).toBeNull();
    expect(refusals).toEqual([{ sessionChangedElsewhere: false }]);
  });

  it('keeps the session another tab has signed in since, which refuses this stale tab its staff call', async () => {
    // Another tab signs in as an applicant: the browser's cookies are now that session's.
    signInAs('applicant-session');
    await nextRun();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(forbidden()));
    await expect(api.get('admin/applications', { silent: true })).rejects.toThrow('Forbidden');
    expect(sessionMarker()).toBe('applicant-session');
    expect(refusals).toEqual([{ sessionChangedElsewhere: true }]);
  });

  it('shows the new session once this tab has looked up its member: a refusal then forgets it', async () => {
    signInAs('applicant-session');
    await nextRun();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, { ...member, role: 'ABITURIENT' })));
    await getMember();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(forbidden()));
    await expect(api.get('admin/applications', { silent: true })).rejects.toThrow('Forbidden');
    expect(sessionMarker()).toBeNull();
    expect(refusals).toEqual([{ sessionChangedElsewhere: false }]);
  });
});
