import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode } from '../src/db/errors';
import { PgliteThread } from '../src/db/pglite-thread';

/**
 * The embedded database in its own thread (pglite-thread.ts, pglite-worker.ts) and its prepared statements
 * (pglite-statements.ts) behave as PGlite's own connection: results, errors, transactions, notifications.
 */
describe('the embedded database thread', () => {
  let db: PgliteThread;

  beforeAll(async () => {
    db = await PgliteThread.start({ startParams: [] });
    await db.exec(`
      create table note (id serial primary key, body text not null unique, at timestamptz, data jsonb, score numeric);
    `);
  });
  afterAll(() => db.close());

  it('answers a query with its parameters, as rows of objects or of arrays, with PostgreSQL types parsed', async () => {
    const at = new Date('2026-07-31T10:15:00.000Z');
    const inserted = await db.query<{ id: number; at: Date; data: { a: number[] } }>(
      'insert into note (body, at, data, score) values ($1, $2, $3, $4) returning id, at, data, score',
      ['first', at, JSON.stringify({ a: [1, 2] }), 12.5],
    );
    expect(inserted.rows).toEqual([{ id: 1, at, data: { a: [1, 2] }, score: '12.5' }]);
    expect(inserted.affectedRows).toBe(1);
    const asArrays = await db.query('select body, at, score from note where id = $1', [1], {
      rowMode: 'array',
      // drizzle's way: dates come back as PostgreSQL's text.
      parsers: { 1184: (text: string) => text },
    });
    expect(asArrays.rows).toEqual([['first', '2026-07-31 10:15:00+00', '12.5']]);
    expect(asArrays.fields.map((field) => field.name)).toEqual(['body', 'at', 'score']);
  });

  it('runs the same statement again with other parameters, and a statement without parameters or rows', async () => {
    for (const body of ['a', 'b', 'c']) await db.query('insert into note (body) values ($1)', [body]);
    const found = await Promise.all(
      ['a', 'b', 'c', 'missing'].map((body) =>
        db.query<{ body: string }>('select body from note where body = $1', [body]),
      ),
    );
    expect(found.map((result) => result.rows.map((row) => row.body))).toEqual([['a'], ['b'], ['c'], []]);
    expect((await db.query('update note set score = null where false')).affectedRows).toBe(0);
    expect((await db.query('select null::text as nothing', [])).rows).toEqual([{ nothing: null }]);
  });

  it('keeps answering right past the number of statements it keeps', async () => {
    for (let n = 0; n < 230; n++) {
      const { rows } = await db.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
      expect(rows[0].n).toBe(n + 1);
    }
    // The first ones were closed to make room; asked again, they are prepared again.
    expect((await db.query<{ n: number }>('select $1::int + 0 as n', [41])).rows[0].n).toBe(41);
  });

  it("passes PostgreSQL's error with its SQLSTATE and detail, and goes on answering", async () => {
    const duplicate = await db.query('insert into note (body) values ($1)', ['a']).catch((error: unknown) => error);
    expect(pgErrorCode(duplicate)).toBe('23505');
    expect(duplicate).toMatchObject({ constraint: 'note_body_key', detail: expect.stringContaining('(body)=(a)') });
    const syntax = await db.query('selec 1').catch((error: unknown) => error);
    expect(pgErrorCode(syntax)).toBe('42601');
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction that returns, rolls back one that throws, and holds other queries until it ends', async () => {
    const kept = await db.transaction(async (tx) => {
      await tx.query('insert into note (body) values ($1)', ['in a committed transaction']);
      return 'done';
    });
    expect(kept).toBe('done');

    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    const failed = db
      .transaction(async (tx) => {
        await tx.query('insert into note (body) values ($1)', ['rolled back']);
        outside = db
          .query<{ n: number }>('select count(*)::int as n from note where body = $1', ['rolled back'])
          .then((result) => order.push(`outside saw ${result.rows[0].n}`));
        // A failed statement inside: the transaction is aborted, then rolled back.
        await tx.query('insert into note (body) values ($1)', ['a']).catch(() => order.push('duplicate refused'));
        order.push('transaction ends');
        throw new Error('give up');
      })
      .catch((error: Error) => error.message);
    expect(await failed).toBe('give up');
    await outside;
    expect(order).toEqual(['duplicate refused', 'transaction ends', 'outside saw 0']);
    const bodies = await db.query<{ body: string }>('select body from note where body like $1 order by body', [
      '%transaction%',
    ]);
    expect(bodies.rows).toEqual([{ body: 'in a committed transaction' }]);
  });

  it('runs a script of several statements and tells listeners of a notification', async () => {
    const results = await db.exec('select 1 as a; select 2 as b;');
    expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    let heard = 0;
    const stop = await db.listen('note_changed', () => heard++);
    await db.query('notify note_changed');
    await db.query('select 1');
    expect(heard).toBe(1);
    await stop();
    await db.query('notify note_changed');
    await db.query('select 1');
    expect(heard).toBe(1);
  });

  it('dumps its data directory, which another thread starts from', async () => {
    const archive = await db.dumpDataDir();
    const copy = await PgliteThread.start({ startParams: [], loadDataDir: await archive.arrayBuffer() });
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from note');
      const { rows: original } = await db.query<{ n: number }>('select count(*)::int as n from note');
      expect(rows[0].n).toBe(original[0].n);
    } finally {
      await copy.close();
    }
    await expect(copy.query('select 1')).rejects.toThrow(/closed/);
  });

  it('tells its owner once when the thread ends unexpectedly, and fails the pending request and every later one', async () => {
    const stopped: Error[] = [];
    const doomed = await PgliteThread.start({ startParams: [] }, (error) => stopped.push(error));
    const pending = doomed.query('select pg_sleep(0.5)').catch((error: Error) => error.message);
    // As a crash would: the thread ends without close().
    await (doomed as unknown as { worker: Worker }).worker.terminate();
    expect(await pending).toMatch(/thread ended/);
    await expect(doomed.query('select 1')).rejects.toThrow(/thread ended/);
    await doomed.close();
    expect(stopped.map(String)).toEqual([expect.stringMatching(/thread ended/)]);
  });

  it('does not take its own close() for a crash, nor a thread that ends while closing', async () => {
    const stopped: Error[] = [];
    const closed = await PgliteThread.start({ startParams: [] }, (error) => stopped.push(error));
    await closed.query('select 1');
    await closed.close();
    const ending = await PgliteThread.start({ startParams: [] }, (error) => stopped.push(error));
    const thread = (ending as unknown as { worker: Worker }).worker;
    // The thread ends as its close request is on its way, before it answers.
    const closing = ending.close();
    await thread.terminate();
    await closing;
    await expect(ending.query('select 1')).rejects.toThrow(/closed/);
    expect(stopped).toEqual([]);
  });
});
