import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

/** The contract's own modules a module reaches through its static imports (relative paths, from src). */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (relative: string) => {
    if (seen.has(relative)) return;
    seen.add(relative);
    const code = readFileSync(path.join(src, relative), 'utf8');
    for (const [statement, specifier] of code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*'(\.[^']+)'/gm)) {
      // Types vanish from the built code.
      if (/^(?:import|export) type\b/.test(statement)) continue;
      visit(path.relative(src, path.resolve(path.dirname(path.join(src, relative)), `${specifier}.ts`)));
    }
  };
  visit(start);
  return seen;
}

describe("the application form's contract modules", () => {
  // Every zod schema is made as its module loads; the admin catalogue schemas (catalogue.ts, a few hundred) are
  // no business of an applicant's phone, which loads these modules with the form.
  it.each(['application/submit.ts', 'application/response.ts', 'lookups.ts'])(
    '%s does not load the admin catalogue schemas',
    (module) => {
      const modules = reachable(module);
      expect(modules.has('application/fields.ts') || module === 'lookups.ts').toBe(true);
      expect([...modules]).not.toContain('catalogue.ts');
    },
  );
});
