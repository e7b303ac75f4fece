import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers (fastify/demo): routes stay thin and reach the database only through `*.queries.ts` and
 * `*.service.ts` functions; the wrapped third-party plugins and the shared `lib/` know nothing of the features.
 */
const src = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** A specifier imported by `file`: a relative one resolved against src, a package's as it is. */
const resolved = (file: string, spec: string) =>
  spec.startsWith('.') ? path.relative(src, path.resolve(path.dirname(file), spec)) : spec;

/** Each import of a file as `{file} imports '{specifier}'`, specifiers of relative imports resolved against src. */
function imports(file: string): { line: string; target: string }[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g)].map(([, spec]) => ({
    line: `${path.relative(src, file)} imports '${spec}'`,
    target: resolved(file, spec),
  }));
}

const files = sourceFiles(src);
const within = (folder: string) => files.filter((file) => path.relative(src, file).startsWith(folder));
const offending = (group: string[], forbidden: (target: string) => boolean) =>
  group.flatMap(imports).filter(({ target }) => forbidden(target.split(path.sep).join('/')));

describe('server layers', () => {
  it('finds the source files', () => {
    expect(files.filter((file) => file.endsWith('.routes.ts')).length).toBeGreaterThan(5);
  });

  it('routes build no SQL and touch no table: data access lives in queries and services', () => {
    const routes = files.filter((file) => file.endsWith('.routes.ts'));
    const found = offending(routes, (target) => target.startsWith('drizzle-orm') || /\.tables?$/.test(target));
    expect(found.map(({ line }) => line)).toEqual([]);
  });

  it('external plugins and lib/ import no feature module and no app plugin', () => {
    const shared = [...within('plugins/external'), ...within('lib')];
    const found = offending(shared, (target) => target.startsWith('modules/') || target.startsWith('plugins/app'));
    expect(found.map(({ line }) => line)).toEqual([]);
  });
});

describe('server start', () => {
  // Packages of rare work, 10–25 MB of memory each once loaded: a server process loads them when first needed (an
  // upload, a permit, an export, S3 or Redis configured), through import(), not all at its start.
  const LOADED_ON_USE = ['pdf-lib', '@pdf-lib/fontkit', 'qrcode', 'exceljs', 'sharp', '@aws-sdk/client-s3', 'ioredis'];
  /** What a file imports for its values (not `import type`): its static imports, relative ones resolved. */
  const valueImports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*import\s+(?!type\b)[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g)].map(
      ([, spec]) => resolved(file, spec),
    );
  const loadedOnUse = files.filter((file) => valueImports(file).some((spec) => LOADED_ON_USE.includes(spec)));

  it('imports the packages of rare work only in modules that are themselves imported with import()', () => {
    expect(loadedOnUse.map((file) => path.relative(src, file)).sort()).toEqual([
      'modules/applications/document-content.ts',
      'modules/exams/permit-pdf.ts',
      'modules/review/review.export.ts',
    ]);
    const modules = new Set(loadedOnUse.map((file) => path.relative(src, file).replace(/\.ts$/, '')));
    const found = files.flatMap((file) =>
      valueImports(file)
        .filter((target) => modules.has(target))
        .map((target) => `${path.relative(src, file)} imports ${target}`),
    );
    expect(found).toEqual([]);
  });
});

describe('server test files', () => {
  // The server's test files share their worker's modules (vitest.config.ts: isolate false), so none may replace a
  // module, stub a global or change the environment of the process.
  const testDir = fileURLToPath(new URL('.', import.meta.url));
  const testFiles = sourceFiles(testDir).filter((file) => file !== fileURLToPath(import.meta.url));

  it('mock no module and change no global state', () => {
    const shared = /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;
    const found = testFiles.filter((file) => shared.test(readFileSync(file, 'utf8')));
    expect(testFiles.length).toBeGreaterThan(30);
    expect(found.map((file) => path.relative(testDir, file))).toEqual([]);
  });
});
