import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { compress, exactCopy } from '../src/plugins/app/compression';

/** JSON-like text of `bytes` bytes that does not compress to nothing: repeated keys, random values. */
function answerOf(bytes: number) {
  let text = '';
  while (text.length < bytes) text += `{"field":"${randomBytes(12).toString('base64')}","id":${text.length}},`;
  return text.slice(0, bytes);
}

// Around the window sizes (2^n) and both paths: in place up to 32 KB, the thread pool above.
const SIZES = [1025, 4095, 4096, 4097, 20_000, 32 * 1024, 32 * 1024 + 1, 300_000];

it('gives back every answer intact in brotli and gzip, whatever its size', async () => {
  for (const bytes of SIZES) {
    const text = answerOf(bytes);
    expect(brotliDecompressSync(await compress(text, 'br')).toString()).toBe(text);
    expect(gunzipSync(await compress(text, 'gzip')).toString()).toBe(text);
  }
});

it("compresses as well with the window fitted to the answer as with brotli's default window", async () => {
  for (const bytes of SIZES) {
    const text = answerOf(bytes);
    const defaultWindow = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } });
    expect((await compress(text, 'br')).length).toBeLessThanOrEqual(defaultWindow.length + 8);
  }
});

it('keeps a compressed copy in a buffer of its own size, not in the 16 KB chunk zlib wrote it to', async () => {
  const text = answerOf(5000);
  for (const encoding of ['br', 'gzip'] as const) {
    const compressed = await compress(text, encoding);
    expect(compressed.buffer.byteLength).toBeGreaterThanOrEqual(16 * 1024);
    const kept = exactCopy(compressed);
    expect(kept.buffer.byteLength).toBe(kept.length);
    expect(kept.equals(compressed)).toBe(true);
    expect(exactCopy(kept)).toBe(kept);
  }
});
