import { localeFromAcceptLanguage } from '@qabul/contract/locale';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sendError } from './error-handler';

/**
 * Fastify's `frameworkErrors`: failures before routing (a URL that does not decode, e.g. `/api/v1/%`) get the
 * spec §8 body like every other error. No hook has run yet, so the language is read here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeFromAcceptLanguage(request.headers['accept-language']);
  const appError = error.code === 'FST_ERR_BAD_URL' ? new AppError('malformed_url') : new AppError('bad_request');
  request.log.info({ reason: error.code }, 'request refused before routing');
  return sendError(reply, locale, appError);
}
