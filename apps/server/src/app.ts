import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { AppError } from './lib/app-error';
import { defaultWebDist } from './lib/paths';
import { applicationFileRoutes } from './modules/applications/application-files.routes';
import { applicationRoutes } from './modules/applications/applications.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogueAdminRoutes } from './modules/catalogues/catalogues.routes';
import { applicantLookupRoutes } from './modules/catalogues/lookups.routes';
import { memberRoutes } from './modules/members/members.routes';
import { registerAuthentication } from './plugins/app/authentication';
import { registerErrorHandler, sendError } from './plugins/app/error-handler';
import { registerNulGuard } from './plugins/app/nul-guard';

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
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
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
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });
  registerErrorHandler(app);
  registerAuthentication(app);
  registerNulGuard(app);

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
    return sendError(reply, request.locale, AppError.notFound('route_not_found'));
  });

  return app;
}
