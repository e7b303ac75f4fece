import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eskizSmsSender } from '../src/lib/sms/eskiz-sms-sender';
import { SmsSendError, withRetries } from '../src/lib/sms/sms-sender';

/** A local stand-in for the Eskiz.uz API: tokens expire on demand, sends can be made to fail. */
function fakeEskiz() {
  const state = { logins: 0, refreshes: 0, sent: [] as Record<string, string>[], validToken: '', failSends: 0 };
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server = createServer(async (req, res) => {
    const raw = await body(req);
    const form = Object.fromEntries(
      await new Response(raw, { headers: { 'content-type': req.headers['content-type'] ?? '' } })
        .formData()
        .then((f) => [...f.entries()])
        .catch(() => []),
    );
    const json = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.url === '/api/auth/login' && req.method === 'POST') {
      if (form.email !== 'ops@example.uz' || form.password !== 'secret') return json(401, { message: 'bad' });
      state.logins++;
      state.validToken = `token-${state.logins}`;
      return json(200, { data: { token: state.validToken } });
    }
    if (req.url === '/api/auth/refresh' && req.method === 'PATCH') {
      state.refreshes++;
      state.validToken = `refreshed-${state.refreshes}`;
      return json(200, { data: { token: state.validToken } });
    }
    if (req.url === '/api/message/sms/send' && req.method === 'POST') {
      if (req.headers.authorization !== `Bearer ${state.validToken}`) return json(401, { message: 'Expired' });
      if (state.failSends > 0) {
        state.failSends--;
        return json(500, { message: 'down' });
      }
      state.sent.push(form as Record<string, string>);
      return json(200, { id: 'x', status: 'waiting' });
    }
    json(404, {});
  });
  return { server, state };
}

let fake: ReturnType<typeof fakeEskiz>;
let baseUrl: string;
beforeAll(async () => {
  fake = fakeEskiz();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => (fake.server as Server).close(() => resolve())));

describe('Eskiz SMS driver', () => {
  const options = () => ({ baseUrl, email: 'ops@example.uz', password: 'secret', from: '4546' });

  it('logs in once, sends, and refreshes an expired token before resending', async () => {
    const sender = eskizSmsSender(options());
    await sender.send({ to: '998901234567', text: 'code 123456' });
    expect(fake.state.logins).toBe(1);
    expect(fake.state.sent.at(-1)).toEqual({ mobile_phone: '998901234567', message: 'code 123456', from: '4546' });

    fake.state.validToken = 'rotated-by-provider';
    await sender.send({ to: '998901234568', text: 'second' });
    expect(fake.state.refreshes).toBe(1);
    expect(fake.state.logins).toBe(1);
    expect(fake.state.sent.at(-1)?.mobile_phone).toBe('998901234568');
  });

  it('retries a failed send and reports the final failure', async () => {
    const failures: number[] = [];
    const sender = withRetries(eskizSmsSender(options()), {
      attempts: 3,
      delayMs: 1,
      onFailure: (_e, attempt) => failures.push(attempt),
    });
    fake.state.failSends = 2;
    await sender.send({ to: '998901234569', text: 'after retries' });
    expect(failures).toEqual([1, 2]);
    expect(fake.state.sent.at(-1)?.message).toBe('after retries');

    fake.state.failSends = 5;
    await expect(sender.send({ to: '998901234569', text: 'never' })).rejects.toBeInstanceOf(SmsSendError);
    expect(failures).toEqual([1, 2, 1, 2, 3]);
  });

  it('fails clearly with wrong credentials', async () => {
    const sender = eskizSmsSender({ ...options(), password: 'wrong' });
    await expect(sender.send({ to: '998901234567', text: 'x' })).rejects.toThrow('Eskiz login failed: HTTP 401');
  });
});
