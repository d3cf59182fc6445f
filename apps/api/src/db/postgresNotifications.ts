// Hands PostgreSQL's notifications (NOTIFY, pg_notify) to listeners in this process over one connection of its own.
import pg from 'pg';

export interface NoticeListener {
  onNotice(payload: string): void;
  onGap(): void;
}

/** Waits before connecting again after the listening connection was lost: doubling from the first, up to the last. */
const FIRST_RETRY_MS = 50;
const LAST_RETRY_MS = 2_000;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * One connection outside the pool, opened at the first `listen`, listening to every channel asked for. When it is
 * lost (PostgreSQL restarted, the connection cut) a new one listens to them all again, and only then is every
 * listener told of the gap: a notification sent in between may be lost, none after it is.
 */
export class PostgresNotifications {
  readonly #url: string;
  readonly #listeners = new Map<string, Set<NoticeListener>>();
  /** The connection listening now, once it listens to every channel; null while there is none. */
  #connected: Promise<pg.Client> | null = null;
  /** The connection listening now, while it is up. */
  #current: pg.Client | null = null;
  #retryMs = FIRST_RETRY_MS;
  #retryTimer: NodeJS.Timeout | null = null;
  /** Refuses the wait for a new connection when the database is closed while it is lost. */
  #stopRetrying: ((error: Error) => void) | null = null;
  #closed = false;
  /** The last round trip asked on the listening connection, and the one that follows it, shared by all who wait. */
  #roundTrip: Promise<void> = Promise.resolve();
  #nextRoundTrip: Promise<void> | null = null;

  constructor(url: string) {
    this.#url = url;
  }

  async listen(channel: string, listener: NoticeListener): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    const firstOfChannel = !listeners;
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(listener);
    const stop = async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.#listeners.get(channel) !== listeners) return;
      this.#listeners.delete(channel);
      // A connection opened later leaves the channel out; one lost meanwhile takes its listening with it.
      await this.#current?.query(`unlisten ${quoted(channel)}`).catch(() => {});
    };
    try {
      const connecting = this.#connected;
      const client = await this.#connection();
      // A connection already open, or opening, may have listed its channels before this one was added.
      if (firstOfChannel && connecting) await client.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await stop();
      throw error;
    }
    return stop;
  }

  /**
   * Resolves once every notification committed before the call has been handed to the listeners. Callers share round
   * trips: those who ask while one is under way wait for the next, sent once it is answered, so the connection is
   * asked one question at a time however many writes finish together.
   */
  caughtUp(): Promise<void> {
    if (!this.#connected) return Promise.resolve();
    this.#nextRoundTrip ??= this.#roundTrip.then(() => {
      this.#nextRoundTrip = null;
      this.#roundTrip = this.#askAndWait();
      return this.#roundTrip;
    });
    return this.#nextRoundTrip;
  }

  /** Never rejects, so the next round trip can follow it. */
  async #askAndWait(): Promise<void> {
    try {
      const client = await this.#connected;
      // PostgreSQL sends the notifications it holds for a connection before it answers that connection's query.
      await client?.query('select 1');
    } catch {
      // Lost: the listeners are told of the gap once listening again, which says as much as catching up.
      await this.#connected?.catch(() => {});
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#stopRetrying?.(new Error('The database is closed'));
    const client = await this.#connected?.catch(() => null);
    this.#connected = null;
    await client?.end().catch(() => {});
  }

  #connection(): Promise<pg.Client> {
    this.#connected ??= this.#connect().catch((error) => {
      this.#connected = null;
      throw error;
    });
    return this.#connected;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#url, connectionTimeoutMillis: 5_000 });
    // A lost connection reports an error, then ends: the end is what is acted on, the error must not crash the process.
    client.on('error', () => {});
    client.on('notification', ({ channel, payload }) => {
      for (const listener of this.#listeners.get(channel) ?? []) listener.onNotice(payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.#listeners.keys()) await client.query(`listen ${quoted(channel)}`);
    } catch (error) {
      client.on('end', () => {});
      await client.end().catch(() => {});
      throw error;
    }
    client.on('end', () => this.#lost(client));
    this.#current = client;
    return client;
  }

  #lost(client: pg.Client): void {
    if (this.#current === client) this.#current = null;
    if (this.#closed) return;
    client.removeAllListeners('notification');
    let resolve!: (client: pg.Client) => void;
    this.#connected = new Promise((settle, refuse) => {
      resolve = settle;
      this.#stopRetrying = refuse;
    });
    // Nobody may be waiting for it.
    this.#connected.catch(() => {});
    const retry = () => {
      this.#retryTimer = null;
      this.#connect().then(
        (next) => {
          this.#retryMs = FIRST_RETRY_MS;
          this.#stopRetrying = null;
          if (this.#closed) {
            next.end().catch(() => {});
            return;
          }
          resolve(next);
          for (const listeners of this.#listeners.values()) for (const listener of listeners) listener.onGap();
        },
        () => {
          if (this.#closed) return;
          this.#retryMs = Math.min(this.#retryMs * 2, LAST_RETRY_MS);
          this.#retryTimer = setTimeout(retry, this.#retryMs);
        },
      );
    };
    this.#retryTimer = setTimeout(retry, this.#retryMs);
  }
}
