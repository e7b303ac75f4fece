import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { catalogues } from './catalogues';
import type { Config } from './config';
import type { AppContext } from './context';
import { requeueSetAsideJobs } from './db/job-queue';
import { firstScreenValues } from './first-screen-values';
import { defaultWebDist } from './lib/paths';
import { publicSettings } from './lib/settings';
import { admissionSessionRoutes } from './modules/admission-sessions/admission-sessions.routes';
import { appealRoutes } from './modules/appeals/appeals.routes';
import { applicationFileRoutes } from './modules/applications/application-files.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { startAuditRetention } from './modules/audit/audit.retention';
import { auditRoutes } from './modules/audit-admin/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { twoFactorRoutes } from './modules/auth/two-factor.routes';
import { catalogueAdminRoutes } from './modules/catalogues/catalogues.routes';
import { registerLookupCache } from './modules/catalogues/lookups.cache';
import { applicantLookupRoutes } from './modules/catalogues/lookups.routes';
import { examRoutes } from './modules/exams/exams.routes';
import { liveRoutes, registerLiveHub } from './modules/live/live.routes';
import { adminMemberRoutes } from './modules/members/admin-members.routes';
import { memberRoutes } from './modules/members/members.routes';
import { notificationSettingRoutes } from './modules/notifications/notifications.routes';
import { startNotificationQueue } from './modules/notifications/notifications.worker';
import { reviewRoutes } from './modules/review/review.routes';
import { startSmsCampaignQueue } from './modules/sms-campaigns/sms-campaign.worker';
import { smsCampaignRoutes } from './modules/sms-campaigns/sms-campaigns.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { registerAuthentication } from './plugins/app/authentication';
import { registerCompression } from './plugins/app/compression';
import { registerErrorHandler } from './plugins/app/error-handler';
import { frameworkErrorHandler } from './plugins/app/framework-errors';
import { registerJsonDepthLimit } from './plugins/app/json-depth';
import { registerLoadShedding } from './plugins/app/load-shedding';
import { registerMetrics } from './plugins/app/metrics';
import { registerNulGuard } from './plugins/app/nul-guard';
import { OneLinePerRequest } from './plugins/app/request-log';
import { responseSerializerCompiler } from './plugins/app/response-serializer';
import { helmetPlugin } from './plugins/external/helmet';
import { multipartPlugin } from './plugins/external/multipart';
import { swaggerPlugin } from './plugins/external/swagger';
import { webAppPlugin } from './plugins/external/web-app';

export const API_PREFIX = '/api/v1';

/** The structured logger: pino JSON lines; credentials in headers are redacted, bodies are never logged. */
export function createLogger(config: Pick<Config, 'logLevel'>) {
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}

/** Builds the whole HTTP app from a ready context; tests call it and use `inject`, server.ts listens. */
export async function buildApp(ctx: AppContext, logger: FastifyBaseLogger = createLogger(ctx.config)) {
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: ctx.config.bodyLimit,
    requestTimeout: ctx.config.requestTimeoutMs,
    connectionTimeout: ctx.config.connectionTimeoutMs,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('ctx', ctx);
  app.decorate('db', ctx.db);
  // Third-party plugins, then the app's own, then the API; the web app and its fallback answer what is left.
  // Which worker answered, when several share the port (operators and the cluster test tell them apart by it).
  await app.register(helmetPlugin, { worker: cluster.worker ? String(cluster.worker.id) : undefined });
  await app.register(multipartPlugin);
  registerErrorHandler(app);
  registerCompression(app);
  await registerAuthentication(app);
  await registerLoadShedding(app, ctx.config.loadShedding);
  registerMetrics(app, ctx);
  registerJsonDepthLimit(app);
  registerNulGuard(app);
  await registerLookupCache(app);
  await registerLiveHub(app);

  // The job queue lives as long as the app: started when it is ready, stopped (after the batch in hand) on close.
  let stopQueue: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopQueue = await startSmsCampaignQueue(ctx, app.log);
    await startAuditRetention(ctx, app.log);
    await startNotificationQueue(ctx, app.log);
    await requeueSetAsideJobs(ctx.jobs, ctx.db);
  });
  app.addHook('onClose', async () => {
    await stopQueue?.();
  });

  await app.register(swaggerPlugin);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(webAppPlugin, {
    webDist: ctx.config.webDist ?? defaultWebDist,
    settings: {
      ...publicSettings(ctx.config.settings, ctx.config.seedDemo),
      formRules: { pinflCheckDigit: ctx.config.pinflCheckDigit },
    },
    visitorOf: ({ member }) => {
      if (!member) return 'guest';
      return member.role === 'ABITURIENT' ? 'applicant' : 'staff';
    },
    requestSlotValues: ({ member }, slots) => firstScreenValues(ctx, member, slots),
  });

  return app;
}

async function apiRoutes(api: FastifyInstance) {
  await api.register(authRoutes);
  await api.register(memberRoutes);
  await api.register(applicationRoutes);
  await api.register(applicationFileRoutes);
  await api.register(catalogueAdminRoutes, { prefix: '/admin', catalogues });
  await api.register(adminMemberRoutes, { prefix: '/admin' });
  await api.register(applicantLookupRoutes, { prefix: '/abiturient' });
  await api.register(admissionSessionRoutes);
  await api.register(reviewRoutes, { prefix: '/admin' });
  await api.register(smsCampaignRoutes);
  await api.register(notificationSettingRoutes);
  await api.register(statisticsRoutes);
  await api.register(examRoutes);
  await api.register(appealRoutes);
  await api.register(twoFactorRoutes);
  await api.register(auditRoutes);
  await api.register(liveRoutes);
}
