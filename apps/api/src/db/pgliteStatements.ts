// Reads the embedded database answers often are parsed and planned once, as named prepared statements (decision 176).
import { type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { type ProtocolAnswer, readProtocolAnswer } from './protocolAnswer.ts';

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;

/** A statement seen this many times is prepared: a one-off is not worth a name in the database. */
const PREPARE_FROM_USES = 2;
/** The most statements kept prepared; the least recently used is closed to make room. */
const MAX_PREPARED = 200;
/** How many different statements are counted before the count starts again, so one-offs cannot grow it forever. */
const MAX_COUNTED = 2_000;

interface Field {
  name: string;
  dataTypeID: number;
}

interface Prepared {
  name: string;
  /** The type of each parameter, as the database inferred it: how a value is written. */
  parameterTypes: number[];
  /** The columns each row has, as the database described them once when preparing. */
  fields: Field[];
}

const { serialize } = protocol;

/** The pieces as one array; a single piece is itself (an answer usually comes in one, already copied). */
function concat(messages: Uint8Array[]): Uint8Array {
  if (messages.length === 1) return messages[0] as Uint8Array;
  const joined = new Uint8Array(messages.reduce((sum, message) => sum + message.length, 0));
  let at = 0;
  for (const message of messages) {
    joined.set(message, at);
    at += message.length;
  }
  return joined;
}

/** Only plain reads: a statement that writes or locks keeps PGlite's own path, errors and all. */
const isPlainRead = (text: string) => /^\s*select\s/i.test(text) && !/\sfor\s+(update|share|no\s+key|key)\b/i.test(text);

/**
 * Makes `client.query` answer a plain read it has seen before from a statement prepared once: PGlite's own `query`
 * parses, describes and plans the statement on every call, in six calls into WebAssembly; a prepared one is bound and
 * run in one. Anything else, and anything that fails on the prepared path, goes PGlite's own way (which then reports
 * the error as it always does). Queries inside `client.transaction` keep PGlite's own path.
 */
export function prepareRepeatedReads(client: PGlite): void {
  const query = client.query.bind(client);
  const uses = new Map<string, number>();
  // In the order they were last used: the first is the first to be closed.
  const prepared = new Map<string, Prepared>();
  let named = 0;

  const close = (name: string) => client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]));

  async function prepare(text: string): Promise<Prepared> {
    const name = `atelier_${++named}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const rowDescription = messages.find((message) => message.name === 'rowDescription') as RowDescription | undefined;
    const fields = (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    const statement = { name, parameterTypes: description?.dataTypeIDs ?? [], fields };
    prepared.set(text, statement);
    if (prepared.size > MAX_PREPARED) {
      const [oldest, { name: closed }] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldest);
      await close(closed);
    }
    return statement;
  }

  async function run<T>(statement: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // Straight from the protocol's bytes: PGlite's own reading of them copies every value once more.
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(
      concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    return results<T>(statement.fields, readProtocolAnswer(concat(chunks)), options);
  }

  /**
   * The rows as PGlite's own `query` gives them, read without its copy of every type's parser per answer (drizzle
   * passes parsers of its own on each query, which PGlite merges into a new table every time).
   */
  function results<T>(fields: Field[], answer: ProtocolAnswer, options: QueryOptions | undefined): Results<T> {
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID]);
    const rows = answer.rows.map((row) => {
      const values = row.map((text, i) => {
        const parser = parsers[i];
        return text === null || !parser ? text : parser(text, fields[i]?.dataTypeID ?? 0);
      });
      return options?.rowMode === 'array' ? values : Object.fromEntries(fields.map(({ name }, i) => [name, values[i]]));
    });
    const rowCount = Number.parseInt(answer.tag.split(' ').at(-1) ?? '', 10);
    return { rows: rows as T[], fields, affectedRows: 0, ...(Number.isNaN(rowCount) ? {} : { rowCount }) };
  }

  /** Runs `work` as PGlite runs a query: after any transaction in progress, alone. */
  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
  }

  async function viaPrepared<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return exclusively(async () => {
      let statement = prepared.get(text);
      if (statement) {
        prepared.delete(text);
        prepared.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      return run<T>(statement, params, options);
    });
  }

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || !isPlainRead(text)) return query<T>(text, params, options);
    if (!prepared.has(text)) {
      const seen = (uses.get(text) ?? 0) + 1;
      if (uses.size >= MAX_COUNTED) uses.clear();
      uses.set(text, seen);
      if (seen < PREPARE_FROM_USES) return query<T>(text, params, options);
      uses.delete(text);
    }
    try {
      return await viaPrepared<T>(text, params, options);
    } catch {
      // A statement the database no longer takes as prepared (its tables changed), or a value it refuses: closed,
      // and run the usual way, which answers or fails exactly as it always has.
      const statement = prepared.get(text);
      prepared.delete(text);
      if (statement) await exclusively(() => close(statement.name)).catch(() => {});
      return query<T>(text, params, options);
    }
  }) as typeof client.query;
}
