import { ZAdmissionSessionQuery } from '@qabul/contract/admin-application';
import { ADMIN_ROLES, ROLES } from '@qabul/contract/auth';
import {
  ZDailyStatistics,
  ZDirectionStatistics,
  ZFacultyStatistics,
  ZGenderStatistics,
  ZPublicFacultyStatistics,
  ZRegionStatistics,
} from '@qabul/contract/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonAnswer, sendJsonAnswer } from '../../lib/json-answer';
import { requireRole } from '../auth/request-member';
import {
  dailyStatistics,
  directionStatistics,
  facultyStatistics,
  genderStatistics,
  publicFacultyStatistics,
  regionStatistics,
} from './statistics.service';

/** spec §7 "GET admin/statistics/…": every admin role reads (spec §6); the applicants get faculty totals only. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireRole(...ADMIN_ROLES);
  const tags = ['statistics'];

  const querystring = ZAdmissionSessionQuery;
  app.get(
    '/admin/statistics/daily',
    { onRequest, schema: { tags, querystring, response: { 200: ZDailyStatistics } } },
    async (request) => dailyStatistics(app.ctx, request.query.admissionSessionId),
  );
  app.get(
    '/admin/statistics/gender',
    { onRequest, schema: { tags, querystring, response: { 200: ZGenderStatistics } } },
    async (request) => genderStatistics(app.ctx, request.query.admissionSessionId),
  );
  app.get(
    '/admin/statistics/faculty',
    { onRequest, schema: { tags, querystring, response: { 200: ZFacultyStatistics } } },
    async (request) => facultyStatistics(app.ctx, request.locale, request.query.admissionSessionId),
  );
  app.get(
    '/admin/statistics/direction',
    {
      onRequest,
      schema: {
        tags,
        description: 'Per direction (faculty and language): first choices, choices at any rank, acceptances.',
        querystring,
        response: { 200: ZDirectionStatistics },
      },
    },
    async (request) => directionStatistics(app.ctx, request.locale, request.query.admissionSessionId),
  );
  app.get(
    '/admin/statistics/regional',
    { onRequest, schema: { tags, querystring, response: { 200: ZRegionStatistics } } },
    async (request) => regionStatistics(app.ctx, request.locale, request.query.admissionSessionId),
  );

  app.get(
    '/abiturient/statistics/faculty',
    {
      onRequest: requireRole(...ROLES),
      schema: {
        tags,
        description: 'Applications per faculty (no personal data).',
        response: { 200: ZPublicFacultyStatistics },
      },
    },
    async (request, reply) =>
      sendJsonAnswer(
        request,
        reply,
        jsonAnswer(JSON.stringify(await publicFacultyStatistics(app.ctx, request.locale)), { revalidate: true }),
      ),
  );
};
