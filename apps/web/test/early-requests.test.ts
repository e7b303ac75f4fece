// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from './helpers/session';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A server answering the member with `role`, per call a numbered application, the appeal and the exam's result. */
function server(role: string) {
  let applications = 0;
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/v1/common/member') return json({ id: 7, role });
    if (url === '/api/v1/abiturient/application') return json({ id: 1, call: ++applications });
    if (url === '/api/v1/abiturient/appeal') return json({ eligible: false, appeal: null });
    if (url === '/api/v1/abiturient/exam/result') return json({});
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === `/api/v1/${path}`).length;
  return { fetch, calls };
}

/** A fresh api client and boot script: the early answers are module state. */
async function client() {
  vi.resetModules();
  const [{ api }, { sendEarlyRequests }] = await Promise.all([
    import('@/lib/api-client'),
    import('@/lib/early-requests'),
  ]);
  return { api, sendFormEarly: () => sendEarlyRequests('/home/application'), sendEarlyRequests };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a page's data sent before its code has loaded", () => {
  beforeEach(() => {
    signInAs('a-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    signOut();
  });

  it("sends the member, then the applicant's application and appeal, and answers the app's first GET of each from them", async () => {
    const { fetch, calls } = server('ABITURIENT');
    const { api, sendFormEarly } = await client();
    sendFormEarly();
    await settle();
    // The appeal too: the area's menu asks every page for it.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/common/member',
      '/api/v1/abiturient/application',
      '/api/v1/abiturient/appeal',
    ]);
    // The session travels in its HttpOnly cookie: no script, this one included, holds the token.
    expect(fetch.mock.calls[0][1]?.headers).not.toHaveProperty('Authorization');

    expect(await api.get('common/member')).toEqual({ id: 7, role: 'ABITURIENT' });
    expect(await api.get('abiturient/application')).toEqual({ id: 1, call: 1 });
    expect(calls('common/member')).toBe(1);
    expect(calls('abiturient/application')).toBe(1);
    // Taken once: the next GET asks the server again.
    expect(await api.get('abiturient/application')).toEqual({ id: 1, call: 2 });
  });

  it("sends the result page's own GET beside the area's", async () => {
    const { calls, fetch } = server('ABITURIENT');
    const { sendEarlyRequests } = await client();
    sendEarlyRequests('/home/result');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(calls('abiturient/exam/result')).toBe(1);
    expect(calls('abiturient/appeal')).toBe(1);
  });

  it("sends the member alone on an area's other pages, and nothing outside the areas", async () => {
    const { fetch, calls } = server('ABITURIENT');
    const { sendEarlyRequests } = await client();
    sendEarlyRequests('/');
    sendEarlyRequests('/sign-up');
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    sendEarlyRequests('/home/faq/');
    await settle();
    expect(calls('common/member')).toBe(1);
    expect(calls('abiturient/application')).toBe(0);
  });

  it("never calls the applicant's route with a staff member's session", async () => {
    const { calls } = server('ADMIN_SUPER');
    const { sendFormEarly } = await client();
    sendFormEarly();
    await settle();
    expect(calls('common/member')).toBe(1);
    expect(calls('abiturient/application')).toBe(0);
  });

  it('sends nothing signed out, or for a path the app has already asked for itself', async () => {
    signOut();
    const { fetch, calls } = server('ABITURIENT');
    const first = await client();
    first.sendFormEarly();
    await settle();
    expect(fetch).not.toHaveBeenCalled();

    signInAs('a-token');
    const { api, sendFormEarly } = await client();
    await api.get('abiturient/application');
    sendFormEarly();
    await settle();
    expect(calls('abiturient/application')).toBe(1);
  });

  it('does not answer with one sent for another member or over ten seconds ago, nor send one after that', async () => {
    const { calls } = server('ABITURIENT');
    const { api, sendFormEarly } = await client();
    sendFormEarly();
    await settle();
    signInAs('another-token');
    await api.get('common/member');
    expect(calls('common/member')).toBe(2);

    signInAs('a-token');
    vi.useFakeTimers({ toFake: ['Date'] });
    const again = await client();
    again.sendFormEarly();
    await vi.waitFor(() => expect(calls('abiturient/application')).toBe(2));
    vi.setSystemTime(Date.now() + 10_001);
    expect(await again.api.get('abiturient/application')).toEqual({ id: 1, call: 3 });
    // Past the page's first seconds nothing more is sent early.
    again.sendFormEarly();
    await settle();
    expect(calls('common/member')).toBe(3);
  });
});
