/**
 * The bench's yardsticks, run as their own process like the portal: a bare Fastify route answering a constant,
 * (with DATABASE_URL) a bare Fastify route doing one primary-key select through `pg` on the portal's database, and
 * (with ANSWER_FILE) a bare Fastify route sending an answer the portal gave, its bytes and headers as they were.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  let id = 0;
  app.get('/pk', async () => {
    id = (id % 50) + 1;
    const { rows } = await pool.query('select id, phone, role from members where id = $1', [id]);
    return rows[0] ?? null;
  });
}
if (process.env.ANSWER_FILE) {
  const { headers, body } = JSON.parse(readFileSync(process.env.ANSWER_FILE, 'utf8'));
  const bytes = Buffer.from(body, 'base64');
  app.get('/answer', async (_request, reply) => reply.headers(headers).send(bytes));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
