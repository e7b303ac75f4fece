import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { enforcePinflCheckDigit } from '@qabul/contract/pinfl';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { AppError } from './lib/app-error';
import { defaultWebDist } from './lib/paths';
import { admissionSessionRoutes } from './modules/admission-sessions/admission-sessions.routes';
import { applicationFileRoutes } from './modules/applications/application-files.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogueAdminRoutes } from './modules/catalogues/catalogue.routes';
import { applicantLookupRoutes } from './modules/catalogues/lookups.routes';
import { examRoutes } from './modules/exams/exams.routes';
import { memberRoutes } from './modules/members/member.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { startSmsCampaignQueue } from './modules/sms-campaigns/sms-campaign.worker';
import { smsCampaignRoutes } from './modules/sms-campaigns/sms-campaigns.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { registerAuthentication } from './plugins/authentication';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { frameworkErrorHandler } from './plugins/framework-errors';
import { registerJsonDepthLimit } from './plugins/json-depth';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerMetrics } from './plugins/metrics';
import { registerNulGuard } from './plugins/nul-guard';

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
    frameworkErrors: frameworkErrorHandler,
  });
  enforcePinflCheckDigit(ctx.config.pinflCheckDigit);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.decorate('db', ctx.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Staff read an application's PDFs on the page, and the permit page previews the permit: an <iframe> of
        // the downloaded file's blob: URL.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });
  registerErrorHandler(app);
  registerAuthentication(app);
  await registerLoadShedding(app, ctx.config.loadShedding);
  registerMetrics(app, ctx.config.metricsToken);
  registerJsonDepthLimit(app);
  registerNulGuard(app);

  // The job queue lives as long as the app: started when it is ready, stopped (after the batch in hand) on close.
  let stopQueue: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopQueue = await startSmsCampaignQueue(ctx, app.log);
  });
  app.addHook('onClose', async () => {
    await stopQueue?.();
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Qabul API', version: '1.0.0', description: 'Admissions portal API (spec §7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(memberRoutes);
      await api.register(applicationRoutes);
      await api.register(applicationFileRoutes);
      await api.register(catalogueAdminRoutes, { prefix: '/admin' });
      await api.register(applicantLookupRoutes, { prefix: '/abiturient' });
      await api.register(admissionSessionRoutes);
      await api.register(reviewRoutes, { prefix: '/admin' });
      await api.register(smsCampaignRoutes);
      await api.register(statisticsRoutes);
      await api.register(examRoutes);
    },
    { prefix: API_PREFIX },
  );

  const webDist = ctx.config.webDist ?? defaultWebDist;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The web build writes .br/.gz beside each asset (apps/web/vite.config.ts); sent by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash, so they never change; index.html must always be fresh.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api');
    if (!isApi && hasWeb && request.method === 'GET') {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return sendError(reply, request.locale, new AppError('route_not_found'));
  });

  return app;
}
