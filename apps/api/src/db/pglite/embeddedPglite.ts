// The embedded database as the shop runs it: PGlite with its repeated reads prepared once, its statements taking
// turns with the event loop, each statement timed, and its notifications handed over (decision 270).
import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { type QueryTimings, timed } from '../queryTiming.ts';
import { Notifications } from './notifications.ts';
import { PreparedReads } from './preparedReads.ts';
import { Turns } from './turns.ts';

/**
 * Only PGlite's public API: `query`, `exec` and `transaction` are overridden to run in their turn, timed, and a
 * repeated plain read is answered through `runExclusive` and the protocol methods (decision 176); everything else
 * is PGlite's own. Queries inside a transaction keep PGlite's own path, timed. Start it with `new`, then
 * `await waitReady` (`PGlite.create` makes a plain PGlite).
 */
export class EmbeddedPglite extends PGlite {
  readonly notifications: Notifications;
  readonly #timings: QueryTimings;
  readonly #turns = new Turns();
  readonly #reads: PreparedReads;

  constructor(dataDir: string, options: PGliteOptions & { queryTimings: QueryTimings }) {
    const { queryTimings, ...pgliteOptions } = options;
    super(dataDir, pgliteOptions);
    this.#timings = queryTimings;
    this.notifications = new Notifications((statement) => this.exec(statement));
    this.onNotification((channel, payload) => this.notifications.deliver(channel, payload));
    this.#reads = new PreparedReads(this, (channel, payload) => this.notifications.deliver(channel, payload));
  }

  override query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#turns.take(() =>
      timed(this.#timings, async () => {
        if (this.ready && this.#reads.isRepeated(text, options)) {
          const answer = await this.runExclusive(async () =>
            this.ready ? await this.#reads.answer<T>(text, params ?? [], options) : null,
          ).catch(() => null);
          if (answer) return answer;
        }
        return super.query<T>(text, params, options);
      }),
    );
  }

  override exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#turns.take(() => timed(this.#timings, () => super.exec(text, options)));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#turns.take(() => super.transaction((tx) => callback(timedTransaction(tx, this.#timings))));
  }

  /** Resolves once every notification committed before the call has been handed to the listeners. */
  async caughtUp(): Promise<void> {
    // Its turn comes after every statement queued before it, and PGlite hands a statement's notifications over
    // before the statement resolves.
    await this.exec('select 1');
  }
}

/** `tx` with each of its statements timed: PGlite's own object, wrapped, not changed. */
function timedTransaction(tx: Transaction, timings: QueryTimings): Transaction {
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      timed(timings, () => tx.query<T>(text, params, options)),
    sql: <T>(strings: TemplateStringsArray, ...params: unknown[]) => timed(timings, () => tx.sql<T>(strings, ...params)),
    exec: (text: string, options?: QueryOptions) => timed(timings, () => tx.exec(text, options)),
    rollback: () => tx.rollback(),
    listen: (channel: string, callback: (payload: string) => void) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  };
}
