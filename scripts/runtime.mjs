// The Node.js the project runs on. Plain Node, no dependencies, and it must run on an unsupported Node too: machines
// that still have Node 20 (end of life) get the release line `.nvmrc` names from the npm registry's `node` package,
// installed into `.runtime/` for this project only; the system's Node stays as it is
// (docs/decisions/0211-project-local-node.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNTIME = path.join(root, '.runtime');
const RUNTIME_BIN = path.join(RUNTIME, 'node_modules', 'node', 'bin');
/** The oldest Node the project supports (package.json `engines`). */
const MINIMUM = [22, 12];
/** Set in the re-run process to the system's Node version, so it does not install again. */
const MARK = 'QABUL_NODE';

const wantedMajor = () => Number(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim());

const supported = (version) => {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
};

function versionOf(node) {
  if (!existsSync(node)) return undefined;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined;
}

/**
 * The bin folder of a supported Node: none when the Node running this is supported, else `.runtime`'s, installed
 * there first when it is missing or of another release line than `.nvmrc`'s.
 */
function projectNodeBin() {
  if (supported(process.versions.node)) return undefined;
  const node = path.join(RUNTIME_BIN, process.platform === 'win32' ? 'node.exe' : 'node');
  const major = wantedMajor();
  if (versionOf(node)?.split('.')[0] !== String(major)) {
    // On stderr, npm's output too: `.ci/run` reads the folder from stdout.
    console.error(`Node ${process.versions.node} is not supported; installing Node ${major} into .runtime…`);
    // --no-package-lock and --no-save: .runtime holds only the binary, with no manifest of its own to keep.
    const install = spawnSync(
      'npm',
      ['install', '--prefix', RUNTIME, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${major}`],
      { cwd: root, stdio: ['inherit', 2, 2], shell: process.platform === 'win32' },
    );
    if (install.status !== 0 || !versionOf(node)) {
      console.error(`Could not install Node ${major} from the npm registry; install Node ${major} and run again.`);
      process.exit(1);
    }
  }
  return RUNTIME_BIN;
}

/** PATH with `bin` first, so npm, its scripts and their children (Vitest, Playwright's web server) run on it. */
const withBin = (bin, env) => {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') ?? 'PATH';
  return { ...env, [key]: `${bin}${path.delimiter}${env[key] ?? ''}` };
};

/**
 * Runs the calling script on a supported Node: on this process's when it is one (the promise resolves), else it runs
 * the script again on `.runtime`'s, passes signals on and exits with its status (the promise never resolves). The
 * process that goes on says which Node it is, in one line.
 */
export function useSupportedNode() {
  const system = process.env[MARK];
  if (system) {
    console.log(`Using Node ${process.versions.node} from .runtime (system Node is ${system})`);
    return Promise.resolve();
  }
  const bin = projectNodeBin();
  if (!bin) {
    console.log(`Using Node ${process.versions.node} (the system's)`);
    return Promise.resolve();
  }
  const child = spawn(path.join(bin, path.basename(process.execPath)), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...withBin(bin, process.env), [MARK]: process.versions.node },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

// `node scripts/runtime.mjs`: for shell scripts (.ci/run). Prints the line for people on stderr and, on stdout, the
// folder to put first on PATH (empty when the system's Node is supported).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const system = process.versions.node;
  const bin = projectNodeBin();
  if (bin) {
    const version = versionOf(path.join(bin, 'node'));
    console.error(`Using Node ${version} from .runtime (system Node is ${system})`);
    console.log(bin);
  } else {
    console.error(`Using Node ${system} (the system's)`);
  }
}
