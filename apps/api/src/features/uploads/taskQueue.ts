// Runs at most `concurrency` tasks at once; the others wait their turn in arrival order.

export class TaskQueue {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(readonly concurrency: number) {}

  /** Tasks started and not yet settled. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a free slot. */
  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task in line, so a newcomer can never overtake it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
