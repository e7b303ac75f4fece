import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { compress, exactCopy } from '../src/lib/compression';

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
    const quality = bytes < 4096 ? 1 : 2;
    const defaultWindow = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    expect((await compress(text, 'br')).length).toBeLessThanOrEqual(defaultWindow.length + 8);
  }
});

// Quality 1 may come out a little smaller or larger than 2 on random text, and barely larger on the applicant's form:
// the bound below leaves room for both.
it('compresses an answer under 4 KB (the applicant form) at quality 1, at most 10 % larger than at 2', async () => {
  for (const bytes of [1025, 2000, 4095]) {
    const text = answerOf(bytes);
    const quality = (level: number) =>
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: level } }).length;
    const sent = (await compress(text, 'br')).length;
    expect(Math.abs(sent - quality(1))).toBeLessThanOrEqual(8);
    expect(sent).toBeLessThanOrEqual(quality(2) * 1.1);
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
