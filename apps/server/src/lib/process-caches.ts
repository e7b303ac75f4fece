import type { FastifyInstance } from 'fastify';

/**
 * In-memory caches that every process on one database keeps in step: a write announces itself on the cache's
 * channel (LISTEN/NOTIFY) and every process clears its copy.
 */
interface Clearable {
  clear(): void;
}

/** Clears `cache` whenever any process announces a change on `channel`, for as long as the app runs. */
export async function clearOnAnnouncement(app: FastifyInstance, channel: string, cache: Clearable) {
  const stop = await app.ctx.notifications.listen(channel, () => cache.clear());
  app.addHook('onClose', async () => stop());
}

/** After a committed change: this process clears its copy now, the others when the announcement reaches them. */
export async function announceChange(app: FastifyInstance, channel: string, cache: Clearable) {
  cache.clear();
  await app.ctx.notifications.notify(channel);
}
