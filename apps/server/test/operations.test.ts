import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '30' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After and the spec §8 body while the event loop lags, then recovers', async () => {
    const health = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/common/health', headers: { 'accept-language': 'en' } });
    const blockUntil = Date.now() + 1_500;
    while (Date.now() < blockUntil) {
      // A request handler stuck on the CPU: nothing else runs meanwhile.
    }
    // The next sample (every 200 ms) sees the lag; the average over its window stays far above 30 ms.
    await new Promise((r) => setTimeout(r, 20));
    const shed = await health();
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('10');
    expect(shed.json()).toEqual({
      code: 503,
      error_description: 'The server is busy. Please try again shortly',
      meta: { reason: 'server_busy' },
    });
    await expect.poll(async () => (await health()).statusCode, { timeout: 10_000, interval: 250 }).toBe(200);
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t.close());

  it('serves Prometheus metrics per route only with the token', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/common/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/admin/country/12345' });
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${METRICS_TOKEN}`]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().meta).toEqual({ reason: 'unauthorized' });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/v1/common/health",status="200"} 1');
    // Labelled by the route's pattern, not the id in the URL.
    expect(text).toContain('route="/api/v1/admin/country/:id",status="401"');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v1\/common\/health"/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not served without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
