import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** Uploads: one file of at most 5 MB per request (spec §6.4), with a few text fields beside it. */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5 } });
  },
  { name: 'qabul-multipart' },
);
