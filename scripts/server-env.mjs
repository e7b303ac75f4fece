// The environment the server process is started with (by `npm start` and `npm run bench`). Plain Node, no
// dependencies: start.mjs imports it before anything is installed.

/**
 * glibc's malloc otherwise gives each thread that allocates its own arena (argon2 hashing, image re-encoding and
 * compression run on libuv's pool) and, after the first large block is freed, raises its mmap threshold, so the
 * argon2 blocks and the encoders' buffers are reused from the arenas and stay resident after a peak. Two arenas and
 * a fixed threshold return them to the system when freed, for slightly fewer logins per second, as each login maps
 * its block afresh. The threshold is 32 KiB, below glibc's first one: the embedded database's start frees many
 * blocks in between, which otherwise stay in the arenas for good (docs/decisions/0107-server-memory-settings.md).
 * Other C libraries ignore the variable.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=32768';

/**
 * V8's heap settings for the server process (and its cluster workers, which inherit them): semi-spaces of 8 MiB
 * (default 16) and an old generation let grow by 30 % of its live size between collections (by default up to four
 * times, which under the deadline rush let the heap grow several times its live size). A full collection's pause and
 * marking are short, so collecting more often is cheap (docs/decisions/0107-server-memory-settings.md). Flags, since
 * Node refuses the second one in NODE_OPTIONS. The embedded database's thread sets its own, smaller young generation
 * (db/pglite-thread.ts).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=30'];

/** `env` with the malloc tunables; tunables the operator set come after ours, so theirs win. */
export function serverEnvironment(env = process.env) {
  const own = env.GLIBC_TUNABLES;
  return { ...env, GLIBC_TUNABLES: own ? `${MALLOC_TUNABLES}:${own}` : MALLOC_TUNABLES };
}
