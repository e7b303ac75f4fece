import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's test files share their worker's modules (vitest.config.ts: isolate false), so none may replace a
// module, stub a global or change the environment of the process. (Import boundaries are dependency-cruiser's:
// apps/server/.dependency-cruiser.cjs, run by `npm run lint`.)
const testDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('server test files', () => {
  const testFiles = sourceFiles(testDir).filter((file) => file !== fileURLToPath(import.meta.url));

  it('mock no module and change no global state', () => {
    const shared = /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/;
    const found = testFiles.filter((file) => shared.test(readFileSync(file, 'utf8')));
    expect(testFiles.length).toBeGreaterThan(30);
    expect(found.map((file) => path.relative(testDir, file))).toEqual([]);
  });
});
