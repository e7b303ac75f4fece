#!/usr/bin/env node
// `npm test`: on a supported Node (scripts/runtime.mjs), with every workspace installed (`npm start` installs only
// what serving needs, docs/decisions/0212-start-installs-what-serving-needs.md), then lint, types, unit and browser
// tests, stopping at the first that fails.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSupportedNode } from './runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await useSupportedNode();

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const at = (...parts) => path.join(root, ...parts);
const installedLock = at('node_modules', '.package-lock.json');
// The browser tests' runner stands for the e2e workspace and the root's tools, which a partial install lacks.
const complete = existsSync(at('node_modules', '@playwright', 'test', 'package.json'));
if (
  !complete ||
  !existsSync(installedLock) ||
  statSync(at('package-lock.json')).mtimeMs > statSync(installedLock).mtimeMs
) {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
}
for (const script of ['lint', 'typecheck', 'test:unit', 'test:e2e']) run('npm', ['run', script]);
