import underPressure from '@fastify/under-pressure';
import { translate } from '@qabul/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** A page load (the browser's address bar), not a call of the API: it gets a page to read, not JSON. */
function wantsPage(request: FastifyRequest) {
  return request.method === 'GET' && !request.url.startsWith('/api') && /text\/html/.test(request.headers.accept ?? '');
}

/** The busy page: the message in the visitor's language; the browser loads the address again after Retry-After. */
function busyPage(message: string, lang: string) {
  const text = message.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>${text}</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;padding:16px;text-align:center;color:#333"><p>${text}</p></body></html>`;
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
      if (wantsPage(request)) {
        const html = busyPage(translate(request.locale, 'server_busy'), request.locale);
        reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
      } else sendError(reply, request.locale, new AppError('server_busy'));
    },
  });
}
