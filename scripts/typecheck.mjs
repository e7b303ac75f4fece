#!/usr/bin/env node
// `npm run typecheck`: TypeScript 7's native compiler over each project. The `typescript` package stays on 5.9 for
// the tools that use its JavaScript API, which TypeScript 7 does not offer (docs/decisions/0214-typescript-7-for-type-checking.md);
// both packages name their command `tsc`, so the compiler is called by its path, never by that name.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('bin/tsc', import.meta.resolve('typescript-7/package.json')));
for (const project of ['packages/contract', 'apps/server', 'apps/web', 'e2e']) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
