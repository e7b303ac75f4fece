import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

interface Statement {
  name: string;
  parameterTypes: number[];
  /** The statement's RowDescription, put before each execution's rows (none for a statement without rows). */
  rowDescription?: BackendMessage;
}

/** A bound on the statements kept; the least recently used is closed first. */
const MAX_STATEMENTS = 200;

const { serialize } = protocol;

/**
 * Queries as PostgreSQL's named prepared statements, one per SQL text. PGlite's own `query` parses, plans and
 * describes every statement again and crosses into WASM six times per query (parse, describe, bind, describe,
 * execute, sync); a known statement here is one crossing (bind, execute, sync) with no parsing. The server sends the
 * same few texts over and over (drizzle builds the same SQL for the same query), so nearly every query is known.
 * Same results and errors as `query`, with the same parsers; the caller holds PGlite's locks (`run`).
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();
  private nextName = 1;

  constructor(private readonly db: PGlite) {}

  /** `query(text, params, options)` on the session, inside a transaction or not. */
  async query(text: string, params: unknown[], options: QueryOptions, inTransaction: boolean): Promise<Results> {
    const run = async () => {
      const statement = await this.statement(text);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = this.db.serializers[statement.parameterTypes[index]];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await this.exchange(
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      );
      if (!inTransaction) await this.db.syncToFs();
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(described, this.db.parsers, options)[0];
    };
    // As PGlite's `query`: outside a transaction it waits for any open one to end.
    return inTransaction
      ? this.db._runExclusiveQuery(run)
      : this.db._runExclusiveTransaction(() => this.db._runExclusiveQuery(run));
  }

  /** Protocol messages sent in one crossing into WASM; the caller writes the files out (`syncToFs`) when it is due. */
  private exchange(...messages: Uint8Array[]) {
    return this.db.execProtocolStream(Buffer.concat(messages), { syncToFs: false });
  }

  private async statement(text: string): Promise<Statement> {
    const known = this.statements.get(text);
    if (known) {
      this.statements.delete(text);
      this.statements.set(text, known);
      return known;
    }
    const name = `qabul_${this.nextName++}`;
    const messages = await this.exchange(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const statement: Statement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    if (this.statements.size >= MAX_STATEMENTS) {
      const [oldestText, oldest] = this.statements.entries().next().value as [string, Statement];
      this.statements.delete(oldestText);
      await this.exchange(serialize.close({ type: 'S', name: oldest.name }), serialize.sync());
    }
    this.statements.set(text, statement);
    return statement;
  }
}
