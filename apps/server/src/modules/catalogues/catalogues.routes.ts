import { ADMIN_ROLES } from '@qabul/contract/auth';
import { ZId, ZPaged, ZPageQuery } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { currentMember, requireRole, requireRoleOnEveryRoute } from '../auth/request-member';
import { sessionsChanged } from '../auth/sessions.cache';
import type { AnyCatalogueDefinition } from './catalogues.definition';
import {
  deleteCatalogueItem,
  findCatalogueItem,
  findCataloguePage,
  saveCatalogueItem,
  toggleCatalogueItem,
} from './catalogues.queries';
import { lookupsChanged } from './lookups.cache';
import { adminLookupRoutes, sendCatalogueLookup } from './lookups.routes';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const ZIdParams = z.object({ id: ZId });
const superAdminOnly = requireRole('ADMIN_SUPER');

/**
 * The routes of one catalogue under admin/{path}: list, get, create (PUT), update (POST), toggles, and where the
 * definition allows them, delete and the `all` lookup. Reads are open to every admin role (checked by the
 * enclosing plugin) unless the definition keeps them to the super admin; writes need ADMIN_SUPER.
 */
export function registerCatalogueRoutes(app: ZodApp, def: AnyCatalogueDefinition) {
  const base = `/${def.path}`;
  const readers = def.superAdminReads ? superAdminOnly : undefined;
  const tags = [`catalogue: ${def.path}`];
  const item = def.item;
  /**
   * Every write ends here once committed: the lookups built from this catalogue are dropped everywhere, and the
   * remembered sessions too (staff members are a catalogue: a deactivated or re-roled member must not keep access).
   */
  const changed = async <T>(result: T) => {
    await lookupsChanged(app);
    await sessionsChanged(app);
    return result;
  };
  /** The audit row of a write to an audited catalogue (the staff members), once it is committed. */
  const audited = async <T extends { id: number }>(
    request: FastifyRequest,
    action: 'member_created' | 'member_updated' | 'member_activated' | 'member_blocked' | undefined,
    result: T,
  ) => {
    if (action) await recordAudit(app.db, request, action, { targetType: def.path, targetId: result.id });
    return result;
  };

  app.get(
    base,
    { onRequest: readers, schema: { tags, querystring: ZPageQuery, response: { 200: ZPaged(item) } } },
    async (request) => findCataloguePage(app.db, def, request.query, request.locale),
  );

  if (def.adminAll && def.lookup) {
    // Optional filters by the single references: region ?countryId=, education-language ?facultyId=.
    const filters = def.relations.filter((relation) => !relation.many);
    const ZFilter = z.object(Object.fromEntries(filters.map((relation) => [relation.key, ZId.optional()])));
    app.get(
      `${base}/all`,
      { onRequest: readers, schema: { tags, querystring: ZFilter, response: { 200: z.array(def.lookup.item) } } },
      (request, reply) =>
        sendCatalogueLookup(app, request, reply, def, request.query as Record<string, number | undefined>),
    );
  }

  app.get(
    `${base}/:id`,
    { onRequest: readers, schema: { tags, params: ZIdParams, response: { 200: item } } },
    async (request) => findCatalogueItem(app.db, def, request.params.id, request.locale),
  );

  app.put(
    base,
    { onRequest: superAdminOnly, schema: { tags, body: def.createInput, response: { 200: item } } },
    async (request) =>
      audited(
        request,
        def.audit && 'member_created',
        await changed(
          await saveCatalogueItem(
            app.db,
            def,
            request.body as Record<string, unknown>,
            'create',
            currentMember(request),
            request.locale,
          ),
        ),
      ),
  );

  app.post(
    base,
    { onRequest: superAdminOnly, schema: { tags, body: def.updateInput, response: { 200: item } } },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      if (typeof body.id !== 'number') throw AppError.validation({ id: ['required'] });
      const saved = await saveCatalogueItem(app.db, def, body, 'update', currentMember(request), request.locale);
      return audited(request, def.audit && 'member_updated', await changed(saved));
    },
  );

  for (const toggle of Object.keys(def.toggles)) {
    app.post(
      `${base}/:id/${toggle}`,
      { onRequest: superAdminOnly, schema: { tags, params: ZIdParams, response: { 200: item } } },
      async (request) =>
        audited(
          request,
          def.audit?.toggles[toggle],
          await changed(
            await toggleCatalogueItem(app.db, def, toggle, request.params.id, currentMember(request), request.locale),
          ),
        ),
    );
  }

  if (def.deletable) {
    app.delete(
      `${base}/:id`,
      { onRequest: superAdminOnly, schema: { tags, params: ZIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteCatalogueItem(app.db, def, request.params.id);
        await changed(null);
        return reply.code(204).send(null);
      },
    );
  }
}

/** Everything under admin/ this module serves: the given catalogues (app.ts composes the list) and the admin lookups. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ catalogues: readonly AnyCatalogueDefinition[] }> = async (
  app,
  { catalogues },
) => {
  requireRoleOnEveryRoute(app, ...ADMIN_ROLES);
  for (const def of catalogues) registerCatalogueRoutes(app, def);
  await app.register(adminLookupRoutes);
};
