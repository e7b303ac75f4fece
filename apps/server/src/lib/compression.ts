import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { perHeaderValue } from './per-header-value';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers gain too little to pay for compressing them. */
export const COMPRESS_FROM_BYTES = 1024;
/**
 * Below this, compressing on the event loop is cheaper than on libuv's thread pool: for a small answer the pool's
 * hand-off and per-call buffers cost more system time than the compression itself.
 */
const IN_PLACE_BYTES = 32 * 1024;
// Cheap settings: most of the gain for a fraction of the CPU of the defaults (brotli 11, gzip 6); a higher level buys
// a slightly smaller answer for much more CPU (docs/decisions/0085-response-compression.md).
const GZIP = { level: 3 };
/**
 * Below this, brotli at quality 1: quality 2 allocates a large hash table whatever the answer's size, which the
 * server's malloc settings map afresh for each answer. On a small answer such as the applicant's form quality 1 is
 * barely larger, and a draft save or the web app's index costs clearly less CPU.
 */
const SMALL_ANSWER_BYTES = 4 * 1024;
/**
 * A window just over the answer (2^10 … 2^24 bytes) instead of brotli's default: the output is the same, since nothing
 * can refer back further than the answer's start, but the encoder no longer allocates the default's ring buffer per
 * answer, which the server's malloc settings (scripts/server-env.mjs) map and unmap every time; at quality 11 (the
 * lookups) the default window's tables are larger still.
 */
export const brotliOptions = (bytes: number, quality = bytes < SMALL_ANSWER_BYTES ? 1 : 2) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(bytes + 1)))),
  },
});

/** `payload` in `encoding`, at the cheap settings above. */
export async function compress(payload: string | Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const bytes = Buffer.byteLength(payload);
  if (bytes <= IN_PLACE_BYTES) {
    return encoding === 'br' ? brotliCompressSync(payload, brotliOptions(bytes)) : gzipSync(payload, GZIP);
  }
  return encoding === 'br' ? brotliAsync(payload, brotliOptions(bytes)) : gzipAsync(payload, GZIP);
}

/**
 * `compressed` in a buffer of its own size, to be kept in a cache: zlib hands its output back as a slice of a larger
 * chunk, and a kept slice holds the whole chunk, many times the answer's size.
 */
export function exactCopy(compressed: Buffer): Buffer {
  if (compressed.byteLength === compressed.buffer.byteLength) return compressed;
  return Buffer.from(new Uint8Array(compressed).buffer);
}

/** The encoding to answer in: brotli, else gzip, as Accept-Encoding allows (q=0 refuses one; `*` stands for any). */
export const preferredEncoding = perHeaderValue(encodingOf);

function encodingOf(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return (['br', 'gzip'] as const).find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}
