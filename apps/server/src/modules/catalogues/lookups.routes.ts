import { ROLES } from '@qabul/contract/auth';
import { ZLookupItem } from '@qabul/contract/lookups';
import { ZId } from '@qabul/contract/primitives';
import { z } from '@qabul/contract/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonAnswer } from '../../lib/json-answer';
import { requireRoleOnEveryRoute } from '../auth/request-member';
import type { AnyCatalogueDefinition } from './catalogues.definition';
import { findLookup } from './catalogues.queries';
import { educationLanguageCatalogue, facultyCatalogue } from './definitions/education';
import { cityCatalogue, countryCatalogue, regionCatalogue } from './definitions/geography';
import { certificateCatalogue, disabilityCatalogue, schoolTypeCatalogue } from './definitions/reference';
import { findScienceComplexLookup } from './lookups.service';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
const ZCountryParams = z.object({ countryId: ZId });
const ZRegionParams = z.object({ regionId: ZId });
const ZFacultyQuery = z.object({ facultyId: ZId.optional() });

/**
 * A catalogue's lookup (active items, caller's language, sorted by name), filtered by `equals`, from the cache.
 * Sent at once when it is in memory (no promise), else once loaded.
 */
export function sendCatalogueLookup(
  app: ZodApp,
  request: FastifyRequest,
  reply: FastifyReply,
  def: AnyCatalogueDefinition,
  equals: Record<string, number | undefined> = {},
): Promise<void> | undefined {
  const key = `${def.path}|${request.locale}|${JSON.stringify(equals)}`;
  const cached = app.lookups.peek(key);
  if (cached) {
    sendJsonAnswer(request, reply, cached);
    return;
  }
  return app.lookups
    .get(key, () => findLookup(app.db, def, request.locale, equals))
    .then((entry) => {
      sendJsonAnswer(request, reply, entry);
    });
}

/** A cached lookup at `url`. */
function lookupRoute(app: ZodApp, url: string, def: AnyCatalogueDefinition) {
  const lookup = def.lookup;
  if (!lookup) throw new Error(`catalogue ${def.path} has no lookup`);
  app.get(url, { schema: { tags: ['lookups'], response: { 200: z.array(lookup.item) } } }, (request, reply) =>
    sendCatalogueLookup(app, request, reply, def),
  );
}

/** The lookups both areas have: regions of a country, cities of a region, faculties, languages (?facultyId). */
function sharedLookups(app: ZodApp, prefix: string) {
  app.get(
    `${prefix}region/all/:countryId`,
    { schema: { tags: ['lookups'], params: ZCountryParams, response: { 200: z.array(regionCatalogue.lookup!.item) } } },
    (request, reply) =>
      sendCatalogueLookup(app, request, reply, regionCatalogue, { countryId: request.params.countryId }),
  );
  app.get(
    `${prefix}city/all/:regionId`,
    { schema: { tags: ['lookups'], params: ZRegionParams, response: { 200: z.array(cityCatalogue.lookup!.item) } } },
    (request, reply) => sendCatalogueLookup(app, request, reply, cityCatalogue, { regionId: request.params.regionId }),
  );
}

function educationLookups(app: ZodApp) {
  lookupRoute(app, '/education/faculty/all', facultyCatalogue);
  app.get(
    '/education/language/all',
    {
      schema: {
        tags: ['lookups'],
        querystring: ZFacultyQuery,
        response: { 200: z.array(educationLanguageCatalogue.lookup!.item) },
      },
    },
    (request, reply) =>
      sendCatalogueLookup(app, request, reply, educationLanguageCatalogue, { facultyId: request.query.facultyId }),
  );
}

/** Admin lookups (spec §7 "Admin application" lookups); disability, country, certificate `all` are catalogue routes. */
export const adminLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  sharedLookups(app, '/');
  educationLookups(app);
  app.get(
    '/education/:langId/science-complex/all',
    { schema: { tags: ['lookups'], params: z.object({ langId: ZId }), response: { 200: z.array(ZLookupItem) } } },
    async (request, reply) =>
      sendJsonAnswer(
        request,
        reply,
        await app.lookups.get(`science-complex|${request.locale}|${request.params.langId}`, () =>
          findScienceComplexLookup(app.db, request.params.langId, request.locale),
        ),
      ),
  );
};

/** The applicant form's lookups under abiturient/ (spec §7 "Applicant"); any logged-in member may read them. */
export const applicantLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  requireRoleOnEveryRoute(app, ...ROLES);
  lookupRoute(app, '/disability/all', disabilityCatalogue);
  lookupRoute(app, '/school-type/all', schoolTypeCatalogue);
  lookupRoute(app, '/foreign-language-proficiency/all', certificateCatalogue);
  lookupRoute(app, '/address/country/all', countryCatalogue);
  sharedLookups(app, '/address/');
  educationLookups(app);
};
