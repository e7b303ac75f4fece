// Runs a TypeScript bench from this folder: esbuild (the server's own bundler) compiles it next to itself first.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const name = process.argv[2];
if (!name) throw new Error('usage: node bench/run.mjs <bench>.ts');
const entry = fileURLToPath(new URL(name, import.meta.url));
const outfile = entry.replace(/\.ts$/, '.bundle.mjs');
// As in build.mjs: npm packages stay external, the workspace contract (TypeScript) is bundled.
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => !n.startsWith('@qabul/'));
await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', external });
try {
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(outfile, { force: true });
}
