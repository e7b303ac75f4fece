import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'qabul-shutdown-'));
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server (src/server.ts) in its own process, as `npm start` runs it; resolves with its port. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

/** Sends the headers and half the body of a 1 MB upload, then goes silent: a client stalled mid-upload. */
function stallUpload(port: number): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"username":"',
      );
      socket.write('9'.repeat(500_000), () => resolve(socket));
    });
    socket.on('error', () => {});
  });
}

describe('graceful shutdown', () => {
  it('exits within the grace period on SIGTERM while an upload is stalled half-way', async () => {
    const graceSeconds = 3;
    const started = await startServer({ SHUTDOWN_GRACE_SECONDS: String(graceSeconds) });
    server = started.child;
    const health = await fetch(`http://127.0.0.1:${started.port}/api/v1/common/health`);
    expect(health.status).toBe(200);
    const stalled = await stallUpload(started.port);
    const cut = new Promise<void>((resolve) => stalled.on('close', () => resolve()));

    const signalledAt = Date.now();
    const exited = new Promise<number | null>((resolve) => started.child.on('exit', (code) => resolve(code)));
    started.child.kill('SIGTERM');
    // No new connections once shutting down.
    await new Promise((r) => setTimeout(r, 500));
    await expect(fetch(`http://127.0.0.1:${started.port}/api/v1/common/health`)).rejects.toThrow();

    const code = await exited;
    const seconds = (Date.now() - signalledAt) / 1000;
    await cut;
    expect(code).toBe(0);
    // It waited for the stalled request until the deadline, then cut it and exited promptly.
    expect(seconds).toBeGreaterThanOrEqual(graceSeconds - 0.5);
    expect(seconds).toBeLessThan(graceSeconds + 3);
  }, 60_000);
});
