import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Server suites run once on embedded PGlite and, when TEST_DATABASE_URL is set (.ci/run sets it), again on PostgreSQL.
const serverTargets = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

// Fails a test on console.error, in every project.
const setupFiles = [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))];

export default defineConfig({
  test: {
    // The contract's and the server's files (the forks pool) share their worker's imported modules (`isolate: false`):
    // each server file builds its own app on its own copy of the database and mocks nothing, and importing the
    // server once per worker instead of once per file halves the run. The web files mock modules, so they run
    // isolated, in threads.
    // One file per core. Vitest's default (cores - 1) ran one file at a time on a 2-core machine, where a server
    // file mostly waits on its database (a PGlite thread, or PostgreSQL): two at a time took the CI run from 320 s
    // to 225 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['test/**/*.test.ts'],
          setupFiles,
          isolate: false,
        },
      },
      ...serverTargets.map((target) => ({
        extends: './apps/server/vitest.config.ts',
        test: {
          name: `server:${target}`,
          root: './apps/server',
          env: { TEST_DB: target },
          setupFiles,
          isolate: false,
          // *.postgres.test.ts need PostgreSQL itself (several processes on one database): not run on PGlite.
          // *.pglite.test.ts are about the embedded database's own process and thread, whatever TEST_DB says: run once.
          exclude: [...configDefaults.exclude, `test/**/*.${target === 'pglite' ? 'postgres' : 'pglite'}.test.ts`],
        },
      })),
      {
        // The web app's Vite config brings the '@/' alias and JSX; component tests pick jsdom per file.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
          setupFiles,
          pool: 'threads',
        },
      },
    ],
  },
});
