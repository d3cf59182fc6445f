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
 * PGlite's own `query` parses, describes and plans a statement on every call, in six calls into WebAssembly; a
 * prepared one is bound and run in one, through PGlite's public protocol methods, and its answer read straight from
 * the bytes. The caller runs `answer` alone (in its turn, under `runExclusive`), and on any failure runs the
 * statement PGlite's own way, which answers or fails exactly as it always has. PGlite does not see the answers read
 * here: their notifications go to `onNotification`.
 */
export class PreparedReads {
  readonly #client: PGlite;
  readonly #onNotification: (channel: string, payload: string) => void;
  readonly #uses = new Map<string, number>();
  /** In the order they were last used: the first is the first to be closed. */
  readonly #prepared = new Map<string, Prepared>();
  #named = 0;

  constructor(client: PGlite, onNotification: (channel: string, payload: string) => void) {
    this.#client = client;
    this.#onNotification = onNotification;
  }

  /** Whether `text` is to be answered from a prepared statement: a plain read, prepared or seen before. */
  isRepeated(text: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || !isPlainRead(text)) return false;
    if (this.#prepared.has(text)) return true;
    const seen = (this.#uses.get(text) ?? 0) + 1;
    if (this.#uses.size >= MAX_COUNTED) this.#uses.clear();
    this.#uses.set(text, seen);
    if (seen < PREPARE_FROM_USES) return false;
    this.#uses.delete(text);
    return true;
  }

  /**
   * The rows of `text` from its prepared statement, preparing it first if need be. A statement that fails is
   * closed (its tables changed shape, or it refused a value): the next use prepares it again.
   */
  async answer<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = this.#prepared.get(text);
    if (statement) {
      this.#prepared.delete(text);
      this.#prepared.set(text, statement);
    } else {
      statement = await this.#prepare(text);
    }
    try {
      return await this.#run<T>(statement, params, options);
    } catch (error) {
      this.#prepared.delete(text);
      await this.#close(statement.name).catch(() => {});
      throw error;
    }
  }

  #close(name: string) {
    return this.#client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]));
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = `atelier_${++this.#named}`;
    const { messages } = await this.#client.execProtocol(
      concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const rowDescription = messages.find((message) => message.name === 'rowDescription') as RowDescription | undefined;
    const fields = (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    const statement = { name, parameterTypes: description?.dataTypeIDs ?? [], fields };
    this.#prepared.set(text, statement);
    if (this.#prepared.size > MAX_PREPARED) {
      const [oldest, { name: closed }] = this.#prepared.entries().next().value as [string, Prepared];
      this.#prepared.delete(oldest);
      await this.#close(closed);
    }
    return statement;
  }

  async #run<T>(statement: Prepared, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const client = this.#client;
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
    const answer = readProtocolAnswer(concat(chunks));
    for (const { channel, payload } of answer.notifications) this.#onNotification(channel, payload);
    return this.#results<T>(statement.fields, answer, options);
  }

  /**
   * The rows as PGlite's own `query` gives them, read without its copy of every type's parser per answer (drizzle
   * passes parsers of its own on each query, which PGlite merges into a new table every time).
   */
  #results<T>(fields: Field[], answer: ProtocolAnswer, options: QueryOptions | undefined): Results<T> {
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.#client.parsers[dataTypeID]);
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
}
