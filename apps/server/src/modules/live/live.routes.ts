import { ADMIN_ROLES } from '@qabul/contract/roles';
import { z } from '@qabul/contract/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentMember, requireRole } from '../auth/request-member';
import { sessionToken } from '../auth/session-cookie';
import { APPLICATION_CHANGES_CHANNEL, parseApplicationChange } from './live.announce';
import { HEARTBEAT_MS, LiveHub, STREAMS_PER_MEMBER } from './live.hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * This process's live streams, told of every application change any process on the database announces
 * (LISTEN/NOTIFY); when announcements may have been missed (the listener reconnected), every stream is told to
 * fetch again. The streams end before the server closes, so an open one never holds a shutdown.
 */
export async function registerLiveHub(app: FastifyInstance) {
  const hub = new LiveHub();
  app.decorate('live', hub);
  const stop = await app.ctx.notifications.listen(APPLICATION_CHANGES_CHANNEL, (payload) => {
    if (payload === undefined) return hub.resync();
    const change = parseApplicationChange(payload);
    if (change) hub.deliver(change);
  });
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => stop());
}

const STREAM_DESCRIPTION =
  `Server-Sent Events, open until the client leaves: \`ready\` at once, then a \`: heartbeat\` comment every ${HEARTBEAT_MS / 1000} s; ` +
  `\`resync\` when changes may have been missed. At most ${STREAMS_PER_MEMBER} streams per member and server process (429 beyond). ` +
  'Sent with the session cookie (EventSource) or a bearer token.';

/** The stream as the OpenAPI document shows it: its messages are described, the body is text. */
const streamResponse = (messages: string) => ({
  200: {
    description: `${STREAM_DESCRIPTION} ${messages}`,
    content: { 'text/event-stream': { schema: z.string() } },
  },
});

/** Live status (issue 46, item 4): the applicant hears of their own application, staff of every application. */
export async function liveRoutes(app: FastifyInstance) {
  /** The session is asked again at each heartbeat: after a logout or a block the stream ends. */
  const stream = (request: FastifyRequest, reply: FastifyReply, staff: boolean) => {
    const member = currentMember(request);
    const token = sessionToken(request)?.token ?? '';
    const stillSignedIn = async () => Boolean(await app.sessions.member(token));
    const opened = app.live.open(member.id, staff, stillSignedIn);
    if (!opened) throw new AppError('live_streams_exceeded');
    // No proxy may hold the messages back (nginx reads X-Accel-Buffering), nor keep or transform them.
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(opened.body);
  };

  app.get(
    '/abiturient/events',
    {
      onRequest: requireRole('ABITURIENT'),
      schema: {
        tags: ['live'],
        response: streamResponse(
          "Messages: `application` {applicationId, event} when the applicant's own application changes.",
        ),
      },
    },
    (request, reply) => stream(request, reply, false),
  );

  app.get(
    '/admin/events',
    {
      onRequest: requireRole(...ADMIN_ROLES),
      schema: {
        tags: ['live'],
        response: streamResponse(
          'Messages: `applications` {changes: [{applicationId, event, admissionSessionId}], more}, gathered over a second.',
        ),
      },
    },
    (request, reply) => stream(request, reply, true),
  );
}
