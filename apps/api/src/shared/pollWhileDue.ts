// Work every instance does on a timer while the app runs (sending due mails, turning stock events into alerts): each
// round repeats until nothing is left, so a backlog drains at once; closing the app stops it after the round under way.
import type { FastifyInstance } from 'fastify';

interface PolledWork {
  everyMs: number;
  /** One batch; answers how many items it handled (0: nothing was due). */
  batch: () => Promise<number>;
  /** After each round, whatever else is due now and then. */
  afterRound?: () => Promise<void>;
  /** What failed, for the log: "mails not sent". */
  failure: string;
  /** Once closing, after the round under way: e.g. closing the SMTP connection. */
  stopped?: () => void;
}

export function pollWhileDue(app: FastifyInstance, { everyMs, batch, afterRound, failure, stopped }: PolledWork): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closing = false;

  async function round(): Promise<void> {
    try {
      while (!closing && (await batch()) > 0);
      await afterRound?.();
    } catch (err) {
      app.log.warn({ err }, `${failure}; trying again shortly`);
    }
  }
  function schedule() {
    if (closing) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, everyMs);
  }

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
    stopped?.();
  });
}
