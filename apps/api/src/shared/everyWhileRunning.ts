// A task every instance runs on a timer while the app runs (releasing expired holds, settling pending refunds, sweeping
// unused images, expiring gift cards): soon after the app is ready, so instances replaced more often than the period
// still run it, then every period, one run at a time; closing the app stops the timers and waits for a run under way.
import type { FastifyInstance } from 'fastify';

interface RepeatedTask {
  /** How long after the app is ready the first run starts. */
  firstAfterMs: number;
  everyMs: number;
  task: () => Promise<unknown>;
  /** What failed, for the log: "unused images not swept". */
  failure: string;
}

export function everyWhileRunning(app: FastifyInstance, { firstAfterMs, everyMs, task, failure }: RepeatedTask): void {
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;
  const run = () => {
    if (closing) return;
    // One run at a time: a run slower than the period is not joined by the next.
    running = running.then(() => (closing ? undefined : task())).catch((err: unknown) => app.log.warn({ err }, failure));
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(run, firstAfterMs).unref(), setInterval(run, everyMs).unref());
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}
