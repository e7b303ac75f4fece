#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, then runs the server (which migrates, seeds and
// serves the web app and /api/v1 on PORT). Plain Node only: it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSupportedNode } from './runtime.mjs';
import { SERVER_NODE_FLAGS, serverEnvironment } from './server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Node 22.12+ (Node 24 from the npm registry into .runtime when the system's is older), before anything else.
await useSupportedNode();

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const at = (...parts) => path.join(root, ...parts);

// 1. Dependencies: install when node_modules is missing or older than the lock file. Only what building and serving
// need: the dependencies of the contract, the server and the web app (their build tools, Vite and esbuild, are
// dependencies for this), not the root's lint and test tools, the workspaces' test libraries, nor e2e's browser
// tests, Lighthouse and bench tools, which `npm test` installs (docs/decisions/0212-start-installs-what-serving-needs.md).
const installedLock = at('node_modules', '.package-lock.json');
if (!existsSync(installedLock) || newestMtime(at('package-lock.json')) > newestMtime(installedLock)) {
  console.log('Installing dependencies…');
  const workspaces = ['packages/contract', 'apps/server', 'apps/web'].flatMap((each) => ['--workspace', each]);
  // The lock file holds no download addresses (this registry records none), so npm asks the registry about every
  // package; npm's cache already holds those answers on a machine that has installed before, and is used unasked.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--omit=dev', ...workspaces]);
}

// 2. Builds: redo each one whose sources changed since it was built.
const contract = newestMtime(at('packages', 'contract', 'src'));
const builds = [
  {
    name: 'web app',
    output: at('apps', 'web', 'dist', 'index.html'),
    sources: [at('apps', 'web', 'src'), at('apps', 'web', 'index.html')],
    workspace: 'apps/web',
  },
  {
    name: 'server',
    output: at('apps', 'server', 'dist', 'server.js'),
    sources: [at('apps', 'server', 'src')],
    workspace: 'apps/server',
  },
];
for (const build of builds) {
  const sources = Math.max(contract, ...build.sources.map(newestMtime));
  if (!existsSync(build.output) || sources > newestMtime(build.output)) {
    console.log(`Building the ${build.name}…`);
    run('npm', ['run', 'build', '-w', build.workspace]);
  }
}

// 3. Serve. The server migrates and loads the reference data itself before it listens.
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--enable-source-maps', at('apps', 'server', 'dist', 'server.js')],
  {
    cwd: root,
    env: serverEnvironment(),
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
