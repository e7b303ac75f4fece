import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/test-app';

describe("the database's executeSql (pg-boss's way in)", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answers a script of several statements with the rows of every statement, in order', async () => {
    const { rows } = await database.executeSql('begin; select 1 as first; select 2 as second, 3 as third; commit');
    expect(rows).toEqual([{ first: 1 }, { second: 2, third: 3 }]);
  });

  it('answers one statement, with values, with its rows', async () => {
    const { rows } = await database.executeSql('select $1::int + 1 as sum', [41]);
    expect(rows).toEqual([{ sum: 42 }]);
  });
});
