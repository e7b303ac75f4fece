// Bundles the server (with the workspace contract) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@qabul/'));

await build({
  // The embedded database's thread and its initdb are entries of their own (dist/pglite-worker.js, started by
  // pglite-thread.ts, and dist/pglite-initdb.js, run by client.ts).
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'pglite-initdb': 'src/db/pglite-initdb.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  // Modules imported with import() become chunks of their own, loaded on first use with the packages they import
  // (pdf-lib, exceljs, sharp): the server does not hold them in memory until a permit, export or upload needs them.
  splitting: true,
  logLevel: 'warning',
});
