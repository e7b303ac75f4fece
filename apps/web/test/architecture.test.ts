import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way: shared folders → features → app (bulletproof-react's `import/no-restricted-paths`).
 * A feature never imports another feature (the app composes them in src/app/routes) nor the app; the shared
 * folders import neither features nor the app.
 */
const src = fileURLToPath(new URL('../src', import.meta.url));
const SHARED = ['components', 'lib', 'config', 'hooks'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The specifiers of a file's static imports, re-exports and dynamic imports. */
function importSpecifiers(code: string): string[] {
  const pattern = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? match[2]);
}

/** The import target as a path relative to src (`features/auth/api/login`), or undefined for packages. */
function resolveInSrc(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.relative(src, path.resolve(path.dirname(file), specifier));
  return undefined;
}

/** Where a path relative to src belongs: `feature:<name>`, `app`, `shared` or `other` (main.tsx, theme...). */
function layerOf(relative: string): string {
  const [top, second] = relative.split(path.sep).join('/').split('/');
  if (top === 'features') return `feature:${second}`;
  if (top === 'app') return 'app';
  if (SHARED.includes(top)) return 'shared';
  return 'other';
}

/** Why `from` may not import `to`, or undefined when it may. */
function violation(from: string, to: string): string | undefined {
  if (from.startsWith('feature:') && to.startsWith('feature:') && from !== to)
    return 'features do not import each other';
  if (from.startsWith('feature:') && to === 'app') return 'features do not import the app';
  if (from === 'shared' && (to.startsWith('feature:') || to === 'app')) return 'shared code imports no feature or app';
  return undefined;
}

function boundaryViolations(files: string[]): string[] {
  return files.flatMap((file) => {
    const from = layerOf(path.relative(src, file));
    return importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolveInSrc(file, specifier);
      const reason = target === undefined ? undefined : violation(from, layerOf(target));
      return reason ? [`${path.relative(src, file)} imports '${specifier}': ${reason}`] : [];
    });
  });
}

describe('import boundaries of the web app', () => {
  it('reads the imports of a file', () => {
    const code = [
      "import { a } from '@/lib/a';",
      "import type { B } from '../b';",
      'import {\n  c,\n  d,\n} from "./c";',
      "export { e } from './e';",
      "import './side-effect';",
      "const f = () => import('@/features/f/g');",
    ].join('\n');
    expect(importSpecifiers(code)).toEqual(['@/lib/a', '../b', './c', './e', './side-effect', '@/features/f/g']);
  });

  it('has no import between features, from a feature into the app, or from shared code into either', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(50);
    expect(boundaryViolations(files)).toEqual([]);
  });
});
