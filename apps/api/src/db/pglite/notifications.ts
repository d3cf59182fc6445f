// Hands the embedded database's notifications (NOTIFY, pg_notify) to listeners, whichever path the statement took.

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * PGlite tells its `onNotification` listeners of the notifications in the answers it reads itself; an answer read
 * from a prepared statement (preparedReads.ts) passes them to `deliver`. Both happen before the statement that
 * committed them resolves. (PGlite's own `listen` would miss the second kind.)
 */
export class Notifications {
  readonly #exec: (statement: string) => Promise<unknown>;
  readonly #channels = new Map<string, { listeners: Set<(payload: string) => void>; listening: Promise<unknown> }>();

  /** `exec` runs a statement in its turn, as every other. */
  constructor(exec: (statement: string) => Promise<unknown>) {
    this.#exec = exec;
  }

  deliver(channel: string, payload: string): void {
    for (const listener of this.#channels.get(channel)?.listeners ?? []) listener(payload);
  }

  /** Calls `onNotice` with the payload of each notification on `channel`; resolves with what stops it. */
  async listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
    let listened = this.#channels.get(channel);
    if (!listened) {
      listened = { listeners: new Set(), listening: this.#exec(`listen ${quoted(channel)}`) };
      this.#channels.set(channel, listened);
    }
    const { listeners, listening } = listened;
    listeners.add(onNotice);
    const stop = async () => {
      listeners.delete(onNotice);
      if (listeners.size > 0 || this.#channels.get(channel) !== listened) return;
      this.#channels.delete(channel);
      await this.#exec(`unlisten ${quoted(channel)}`);
    };
    try {
      await listening;
    } catch (error) {
      if (this.#channels.get(channel) === listened) this.#channels.delete(channel);
      throw error;
    }
    return stop;
  }
}
