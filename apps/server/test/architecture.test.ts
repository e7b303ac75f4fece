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

/** Each import of a file as `{file} imports '{specifier}'`, specifiers of relative imports resolved against src. */
function imports(file: string): { line: string; target: string }[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g)].map(([, spec]) => ({
    line: `${path.relative(src, file)} imports '${spec}'`,
    target: spec.startsWith('.') ? path.relative(src, path.resolve(path.dirname(file), spec)) : spec,
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
