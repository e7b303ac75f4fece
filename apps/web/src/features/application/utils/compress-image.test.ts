import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../../test/helpers/track-promise';
import { compressImage } from './compress-image';
import { ImageCompressionError } from './prepare-upload';

const imageCompression = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: imageCompression }));

/** The compression worker as the page sees it: the test plays the worker's side through its handlers. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onmessageerror: ((event: unknown) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  terminated = false;
  posted: unknown[] = [];
  constructor() {
    FakeWorker.created.push(this);
  }
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
const LIMIT_MS = 1_000;

/** A PNG's signature and IHDR chunk saying 30,000 × 20,000 pixels: 600 megapixels. */
const HUGE_PNG = (() => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, 30_000);
  new DataView(bytes.buffer).setUint32(20, 20_000);
  return new File([bytes], 'huge.png', { type: 'image/png' });
})();

/** Lets queued work (promise callbacks, due timers) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('compressImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWorker.created = [];
    imageCompression.mockReset();
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("answers with the worker's image and stops the worker", async () => {
    const result = compressImage(PNG, LIMIT_MS);
    const [worker] = FakeWorker.created;
    const blob = new Blob(['small']);
    worker.onmessage?.({ data: { ok: true, blob } });
    expect(await result).toBe(blob);
    expect(worker.terminated).toBe(true);
  });

  it('gives up with file_image_timeout when the worker never answers, and stops the worker', async () => {
    const result = track(compressImage(PNG, LIMIT_MS));
    await vi.advanceTimersByTimeAsync(LIMIT_MS);
    expect(result.state).toBeInstanceOf(ImageCompressionError);
    expect(result.state).toMatchObject({ key: 'file_image_timeout' });
    expect(FakeWorker.created[0].terminated).toBe(true);
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('fails, instead of waiting for ever, when the answer cannot be read (messageerror)', async () => {
    const result = track(compressImage(PNG, LIMIT_MS));
    FakeWorker.created[0].onmessageerror?.({});
    await settle();
    expect(result.state).toMatchObject({ key: 'file_image_unreadable' });
    expect(FakeWorker.created[0].terminated).toBe(true);
  });

  it('takes a failure the worker reports as final: the main thread does not compress it all again', async () => {
    const result = track(compressImage(PNG, LIMIT_MS));
    FakeWorker.created[0].onmessage?.({ data: { ok: false, message: 'The source image could not be decoded.' } });
    await settle();
    expect(result.state).toMatchObject({ key: 'file_image_unreadable' });
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it("gives the field the worker's reason when it knows it: too many pixels", async () => {
    const result = track(compressImage(PNG, LIMIT_MS));
    FakeWorker.created[0].onmessage?.({
      data: { ok: false, message: 'Too many pixels', key: 'file_image_megapixels' },
    });
    await settle();
    expect(result.state).toBeInstanceOf(ImageCompressionError);
    expect(result.state).toMatchObject({ key: 'file_image_megapixels' });
  });

  it('refuses an image of too many pixels on the main thread too, without handing it to the compressor', async () => {
    vi.stubGlobal('Worker', undefined);
    const result = track(compressImage(HUGE_PNG, LIMIT_MS));
    await vi.waitFor(() => expect(result.state).toMatchObject({ key: 'file_image_megapixels' }));
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('compresses on the main thread, to JPEG, when the worker cannot start', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    imageCompression.mockResolvedValue(jpeg);
    const result = compressImage(PNG, LIMIT_MS);
    FakeWorker.created[0].onerror?.({ message: 'SyntaxError: Cannot use import statement outside a module' });
    expect(await result).toBe(jpeg);
    expect(imageCompression).toHaveBeenCalledWith(PNG, expect.objectContaining({ fileType: 'image/jpeg' }));
  });

  it('keeps its time limit on the main thread too, and tells the compressor to stop', async () => {
    vi.stubGlobal('Worker', undefined);
    imageCompression.mockReturnValue(new Promise(() => {}));
    const result = track(compressImage(PNG, LIMIT_MS));
    await vi.waitFor(() => expect(imageCompression).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(LIMIT_MS);
    expect(result.state).toMatchObject({ key: 'file_image_timeout' });
    const [, options] = imageCompression.mock.calls[0] as [File, { signal: AbortSignal }];
    expect(options.signal.aborted).toBe(true);
  });
});
