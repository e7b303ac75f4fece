import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from '../src/plugins/app/request-log';

async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream), logController: new OneLinePerRequest() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('disk on fire');
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request: method, URL, status, time, address and request id', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/ok?name=x', headers: { 'x-request-id': 'r-1' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/ok?name=x', status: 200, ip: '127.0.0.1' });
    expect(lines[0].reqId).toEqual(expect.any(String));
    expect(lines[0].ms).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('incoming request');
  });

  it('keeps the cause of a failure', async () => {
    const { app, lines } = await appWithLog();
    expect((await app.inject('/broken')).statusCode).toBe(500);
    const failure = lines.find((line) => (line.err as { message?: string } | undefined)?.message === 'disk on fire');
    expect(failure).toBeDefined();
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(1);
  });
});
