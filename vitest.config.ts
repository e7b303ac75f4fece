import { defineConfig } from 'vitest/config';

// Server suites run once on embedded PGlite and, when TEST_DATABASE_URL is set (.ci/run sets it), again on PostgreSQL.
const serverTargets = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', root: './packages/contract', include: ['test/**/*.test.ts'] },
      },
      ...serverTargets.map((target) => ({
        extends: './apps/server/vitest.config.ts',
        test: { name: `server:${target}`, root: './apps/server', env: { TEST_DB: target } },
      })),
      {
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
    ],
  },
});
