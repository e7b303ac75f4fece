import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request (method, URL, status, milliseconds, client address), instead of Fastify's two
 * ("incoming request", then "request completed", each serialising the whole request or response): half the lines and
 * the serialising on deadline day, when the log is what operators read. Failures keep their own line with the cause.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
