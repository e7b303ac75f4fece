// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadApplicationFile } from '@/features/application/api/upload-application-file';
import { uploadApplicationFile as replaceApplicationFile } from '@/features/review/api/upload-application-file';
import { ApiError } from '@/lib/api-client';
import { i18n, loadLanguage } from '@/lib/i18n';
import { uploadTimeLimitMs } from '@/lib/upload-file';
import { track } from './helpers/track-promise';

const MB = 1024 * 1024;

/** A connection that died silently: fetch never answers, and rejects only when its signal aborts, as browsers do. */
function deadConnection() {
  const fetch = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the upload of a document', () => {
  beforeAll(async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    // AbortSignal.timeout runs on Node's own timers, which Vitest's fake clock does not move: the same on its clock.
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('has a time limit for a 2 MB file on a slow 3G link, never longer than the server waits', () => {
    expect(uploadTimeLimitMs(2 * MB)).toBeGreaterThanOrEqual(90_000);
    expect(uploadTimeLimitMs(2 * MB)).toBeLessThanOrEqual(100_000);
    expect(uploadTimeLimitMs(5 * MB)).toBe(120_000);
    expect(uploadTimeLimitMs(20 * 1024)).toBeLessThan(15_000);
  });

  it('gives up at its time limit with a message that it took too long, when no answer comes', async () => {
    const fetch = deadConnection();
    const file = new Blob([new Uint8Array(2_000_000)], { type: 'image/jpeg' });
    expect(uploadTimeLimitMs(file.size)).toBe(90_000);
    const upload = track(uploadApplicationFile({ kind: 'PHOTO_FILE', file }));
    expect(fetch).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(90_000 - 1);
    expect(upload.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(upload.state).toBeInstanceOf(ApiError);
    expect(upload.state).toMatchObject({
      status: undefined,
      message: 'Sending the file took too long. Check your connection and try again',
    });
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(true);
  });

  it('fails as a call without an answer when the network fails, with its message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const upload = track(uploadApplicationFile({ kind: 'PASSPORT_FILE', file: new Blob(['x']) }));
    await vi.waitFor(() => expect(upload.state).toBeInstanceOf(ApiError));
    expect(upload.state).toMatchObject({ status: undefined, message: 'No connection to server' });
  });

  it("gives the super admin's replacement of a document the same time limit", async () => {
    const fetch = deadConnection();
    const file = new Blob([new Uint8Array(2_000_000)], { type: 'image/jpeg' });
    const upload = track(replaceApplicationFile({ applicationId: 7, kind: 'PASSPORT_FILE', file }));
    expect(fetch.mock.calls[0][0]).toMatch(/\/admin\/application\/file\/PASSPORT_FILE\/7$/);

    await vi.advanceTimersByTimeAsync(90_000 - 1);
    expect(upload.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(upload.state).toMatchObject({
      status: undefined,
      message: 'Sending the file took too long. Check your connection and try again',
    });
  });
});
