import { z } from '@qabul/contract/zod';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { responseSerializerCompiler } from '../src/plugins/app/response-serializer';

function appAnswering(data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  const member = z.object({
    id: z.number().int(),
    phone: z.string(),
    createdAt: z.date(),
    note: z.string().nullable(),
  });
  app.get('/member', { schema: { response: { 200: member } } }, async () => data);
  return app;
}

describe('response serializer', () => {
  it('sends only the fields the schema names, dates as ISO text', async () => {
    const app = appAnswering({
      id: 7,
      phone: '998901234567',
      createdAt: new Date('2026-07-30T10:00:00Z'),
      note: null,
      passwordHash: '$argon2id$secret',
    });
    const response = await app.inject('/member');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 7,
      phone: '998901234567',
      createdAt: '2026-07-30T10:00:00.000Z',
      note: null,
    });
    expect(response.body).not.toContain('argon2');
  });

  it('refuses an answer that breaks its schema instead of sending it', async () => {
    const app = appAnswering({ id: 'seven', phone: '998901234567', createdAt: new Date(), note: null });
    const response = await app.inject('/member');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('seven');
  });
});
