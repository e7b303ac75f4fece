import type { FastifyInstance } from 'fastify';
import type { LookupCache } from '../../lib/lookup-cache';
import { announceChange, clearOnAnnouncement } from '../../lib/process-caches';

const LOOKUPS_CHANNEL = 'qabul_lookups';

declare module 'fastify' {
  interface FastifyInstance {
    lookups: LookupCache;
  }
}

/** The app's lookup cache, dropped whenever any process on this database says a catalogue changed. */
export async function registerLookupCache(app: FastifyInstance) {
  const cache = app.ctx.lookups;
  app.decorate('lookups', cache);
  await clearOnAnnouncement(app, LOOKUPS_CHANNEL, cache);
}

/** After a catalogue write has committed: this process drops its cache now, the others when notified. */
export const lookupsChanged = (app: FastifyInstance) => announceChange(app, LOOKUPS_CHANNEL, app.lookups);
