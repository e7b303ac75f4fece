// The environment the server process is started with (by `npm start` and `npm run bench`). Plain Node, no
// dependencies: start.mjs imports it before anything is installed.

/**
 * glibc's malloc otherwise gives each thread that allocates its own arena (argon2 hashing, image re-encoding and
 * compression run on libuv's pool) and, after the first large block is freed, raises its mmap threshold, so the
 * 19 MiB argon2 blocks and the encoders' buffers are reused from the arenas and stay resident after a peak. Two
 * arenas and a fixed 128 KiB threshold return them to the system when freed: 100–180 MB less after the bench,
 * for 5 % fewer logins per second, as each login maps its block afresh (docs/decisions.md). Other C libraries
 * ignore the variable.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072';

/** `env` with the malloc tunables; tunables the operator set come after ours, so theirs win. */
export function serverEnvironment(env = process.env) {
  const own = env.GLIBC_TUNABLES;
  return { ...env, GLIBC_TUNABLES: own ? `${MALLOC_TUNABLES}:${own}` : MALLOC_TUNABLES };
}
