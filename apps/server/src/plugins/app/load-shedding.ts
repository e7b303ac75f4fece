import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sendError } from './error-handler';

/** Seconds a shed client is told to wait (Retry-After). */
const RETRY_AFTER_SECONDS = 10;
/** The plugin's event-loop histogram ticks every 10 ms. */
const HISTOGRAM_RESOLUTION_MS = 10;

/**
 * How often the plugin reads the lag (and memory). It takes a window with fewer than two ticks of its 10 ms
 * histogram (a reset forgets the tick before it) as an infinite lag, so a window must be longer than the lag that
 * sheds: a single 200 ms pause in a 200 ms window refused every request for the next 200 ms, at a 1 s limit.
 */
function sampleIntervalMs(maxEventLoopDelayMs: number) {
  return Math.max(200, maxEventLoopDelayMs + 2 * HISTOGRAM_RESOLUTION_MS);
}

/**
 * Load shedding: while the event loop lags or memory passes its limit, new requests get 503 with Retry-After and
 * the spec §8 body at once, so a rush degrades (some wait and retry) instead of every request timing out.
 * A limit of 0 turns its check off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number; maxRssBytes: number },
) {
  if (!limits.maxEventLoopDelayMs && !limits.maxHeapUsedBytes && !limits.maxRssBytes) return;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    maxRssBytes: limits.maxRssBytes,
    sampleInterval: sampleIntervalMs(limits.maxEventLoopDelayMs),
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'under pressure: request shed');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      sendError(reply, request.locale, new AppError('server_busy'));
    },
  });
}
