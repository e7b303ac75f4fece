import { localeFromAcceptLanguage, type TLocale } from '@qabul/contract/locale';
import { translate } from '@qabul/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type TErrorKey } from '../../lib/app-error';
import { perHeaderValue } from '../../lib/per-header-value';

declare module 'fastify' {
  interface FastifyRequest {
    locale: TLocale;
  }
}

const statusKeys: Record<number, TErrorKey> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return AppError.fromIssues(
      error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'invalid',
      })),
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(statusKeys[status] ?? 'bad_request');
  return new AppError('internal_error');
}

/** Renders every failure as spec §8 `{code, error_description, meta}` in the caller's language. */
export function registerErrorHandler(app: FastifyInstance) {
  app.decorateRequest('locale', 'uz');
  const localeOf = perHeaderValue(localeFromAcceptLanguage);
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeOf(request.headers['accept-language']);
    done();
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: appError.status, reason: appError.key }, 'request refused');
    return sendError(reply, request.locale, appError);
  });
}

export function sendError(reply: FastifyReply, locale: TLocale, error: AppError) {
  const meta: Record<string, unknown> = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, keys]) => [field, keys.map((key) => translate(locale, key))]),
      )
    : { reason: error.key };
  if (error.status === 429 && error.params.minutes) reply.header('retry-after', Number(error.params.minutes) * 60);
  return reply.status(error.status).send({
    code: error.code,
    error_description: translate(
      locale,
      error.key,
      Object.fromEntries(
        Object.entries(error.params).map(([name, value]) => [
          name,
          typeof value === 'object' ? translate(locale, value.message) : value,
        ]),
      ),
    ),
    meta,
  });
}
