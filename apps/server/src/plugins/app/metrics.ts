import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sendError } from './error-handler';

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus text format: requests per route and status (rate), their latency histogram, SMS
 * handed to the provider and given up on, the PostgreSQL pool's connections, and the process's own metrics
 * (event-loop lag, memory, CPU). Only with METRICS_TOKEN set, and only for
 * `Authorization: Bearer <METRICS_TOKEN>`. Routes are labelled by their pattern, never by the raw URL, so ids in
 * paths cannot grow the series without bound.
 */
export function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'sms' | 'poolStats'>) {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerServiceMetrics(registry, ctx);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !given || !sameSecret(given, token)) {
      return sendError(reply, request.locale, new AppError('unauthorized'));
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

/** Read when scraped, from counts the services keep anyway: nothing is added to the hot paths. */
function registerServiceMetrics(registry: Registry, ctx: Pick<AppContext, 'config' | 'sms' | 'poolStats'>) {
  const { counts } = ctx.sms;
  if (counts) {
    const driver = ctx.config.sms.driver;
    for (const [name, help, key] of [
      ['qabul_sms_sent_total', 'SMS handed to the provider', 'sent'],
      ['qabul_sms_failed_total', 'SMS given up on after the retries', 'failed'],
    ] as const) {
      new Counter({
        name,
        help,
        labelNames: ['driver'],
        registers: [registry],
        collect() {
          this.reset();
          this.inc({ driver }, counts[key]);
        },
      });
    }
  }
  const { poolStats } = ctx;
  if (poolStats) {
    new Gauge({
      name: 'qabul_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
}
