// Statements of the embedded database that take turns with the rest of the process (decision 186).

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * PGlite runs one statement at a time, on the main thread, and starts the next queued one as soon as the last ends,
 * without returning to the event loop: 50 statements queued by a busy moment held the loop for their whole length
 * (seconds), so no request was read, no timer ran, and the overload guard answered 503. Here each statement or
 * transaction waits for the one before it, then for one turn of the event loop, then runs.
 */
export class Turns {
  #last: Promise<unknown> = Promise.resolve();

  take<T>(run: () => Promise<T>): Promise<T> {
    const result = this.#last.then(nextTurn).then(run);
    this.#last = result.catch(() => {});
    return result;
  }
}
