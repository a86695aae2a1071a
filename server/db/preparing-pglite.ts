import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { serialize } = protocol;

/** Named statements kept at most; the oldest is closed to make room (listings with many filters vary the most). */
export const MOST_STATEMENTS = 500;

function joined(...messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.byteLength, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.byteLength;
  }
  return out;
}

interface Statement {
  name: string;
  paramTypes: number[];
}

/**
 * PGlite as the app queries it, with each statement the app sends parsed once, under a name, and kept.
 *
 * PGlite's `query` sends every statement unnamed, so Postgres parses and plans it on each call, in five round
 * trips into the database engine: planning a cart's eight-table view took longer than running it. Here a
 * statement seen before is bound to its name and run in one trip; Postgres plans a named statement with the values
 * for its first runs and then keeps a generic plan where that is no worse. Statements inside `transaction()`
 * keep PGlite's own path.
 */
export class PreparingPGlite extends PGlite {
  private readonly statements = new Map<string, Statement>();
  private statementCount = 0;

  override async query<T>(query: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // What this does not handle (a file's stream, caller-chosen parameter types) takes PGlite's own path.
    if (options?.blob || options?.paramTypes) return super.query<T>(query, params, options);
    await this._checkReady();
    // The same locks as PGlite's own `query`: never inside another caller's transaction, one statement at a time.
    try {
      return await this._runExclusiveTransaction(() =>
        this.runExclusive(() => this.runNamed<T>(query, params, options)),
      );
    } catch (error) {
      // As PGlite's own errors: the statement and its values go with the database's error, for the logs.
      if (error instanceof Error && 'code' in error) Object.assign(error, { query, params, queryOptions: options });
      throw error;
    }
  }

  private async runNamed<T>(query: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = this.statements.get(query) ?? (await this.prepare(query));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i] as number;
      const toText = options?.serializers?.[type] ?? this.serializers[type];
      return toText ? toText(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      // Sync ends the run whatever happens, so an error leaves the session ready for the next statement.
      messages = await this.send(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
    } catch (error) {
      // The statement may be what failed (a table changed under it since it was parsed): the next call parses
      // it afresh.
      await this.forget(query, statement);
      throw error;
    }
    await this.syncToFs();
    // PGlite would copy its few hundred parsers into one object with the caller's for every statement; the
    // caller's few are laid over them instead.
    const parsers = options?.parsers ? Object.assign(Object.create(this.parsers), options.parsers) : this.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  private async prepare(query: string): Promise<Statement> {
    if (this.statements.size >= MOST_STATEMENTS) {
      const [oldest, statement] = this.statements.entries().next().value as [string, Statement];
      await this.forget(oldest, statement);
    }
    this.statementCount += 1;
    const name = `storefront_${this.statementCount}`;
    const described = await this.send(
      serialize.parse({ name, text: query }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.statements.set(query, statement);
    return statement;
  }

  private async forget(query: string, statement: Statement): Promise<void> {
    if (this.statements.get(query) === statement) this.statements.delete(query);
    await this.send(serialize.close({ type: 'S', name: statement.name }), serialize.sync());
  }

  /** Protocol messages in one trip into the engine; a database error is thrown once they have all run. */
  private send(...messages: Uint8Array[]): Promise<BackendMessage[]> {
    return this.execProtocolStream(joined(...messages), { syncToFs: false });
  }
}
