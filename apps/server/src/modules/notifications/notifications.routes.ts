import {
  ZNotificationEvent,
  ZNotificationSetting,
  ZNotificationSettingRequest,
  ZNotificationSettings,
  ZNotificationSettingsQuery,
} from '@qabul/contract/notification';
import { z } from '@qabul/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../auth/request-member';
import { listNotificationSettings, saveNotificationSetting } from './notifications.service';

/** The applicant notifications' switches and texts per admission session (docs/decisions/0222). Super admin only. */
export const notificationSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = requireRole('ADMIN_SUPER');
  const tags = ['messages'];

  app.get(
    '/admin/notification-settings',
    { onRequest, schema: { tags, querystring: ZNotificationSettingsQuery, response: { 200: ZNotificationSettings } } },
    async (request) => listNotificationSettings(app.db, request.query),
  );

  app.put(
    '/admin/notification-settings/:event',
    {
      onRequest,
      schema: {
        tags,
        description: 'Switches one event on or off for a session and sets its texts (null: the default text).',
        params: z.object({ event: ZNotificationEvent }),
        body: ZNotificationSettingRequest,
        response: { 200: ZNotificationSetting },
      },
    },
    async (request) => saveNotificationSetting(app.db, request.params.event, request.body),
  );
};
