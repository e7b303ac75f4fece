import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { SERVER_NODE_FLAGS, serverEnvironment } from '../../../scripts/server-env.mjs';

/** A port nobody listens on now, for a server the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The process and its children (cluster workers), from /proc. */
export function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}

/** A memory line of /proc/<pid>/status (VmRSS, VmHWM, …), in bytes. */
export function memoryField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) * 1024;
}

/** CPU time (user and system, in seconds) the process and its workers have used so far, from /proc (USER_HZ 100). */
export function cpuSecondsOf(pid: number): number {
  return processTree(pid).reduce((sum, each) => {
    const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / 100;
  }, 0);
}

/**
 * Starts `entry` with node and resolves once `health` answers; stderr is shown, stdout only when `showOutput`. With
 * `likeNpmStart`, it gets the Node flags and malloc settings `npm start` gives the server (scripts/server-env.mjs).
 */
export async function start(
  entry: string,
  env: Record<string, string>,
  health: string,
  { showOutput = false, likeNpmStart = false } = {},
): Promise<ChildProcess> {
  // BENCH_NODE_FLAGS: Node's own flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (a CPU profile
  // of each of its threads, written when it stops); they come last, so they win.
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const environment = { ...process.env, ...env };
  const child = spawn(process.execPath, [...(likeNpmStart ? SERVER_NODE_FLAGS : []), ...flags, entry], {
    env: likeNpmStart ? serverEnvironment(environment) : environment,
    stdio: ['ignore', showOutput ? 'inherit' : 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(health)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${entry} did not start within 60 s`);
}

/** SIGTERM, then waits until the process has exited. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
