import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyWhileRunning } from './everyWhileRunning.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a task run while the app runs', () => {
  it('runs soon after the app is ready, then every period, and no more once closed', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    let runs = 0;
    everyWhileRunning(app, { firstAfterMs: 1_000, everyMs: 10_000, failure: 'not run', task: async () => void runs++ });
    await app.ready();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(3);
  });

  it('waits on close for a run under way, and a failed run does not stop the next', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const finished: string[] = [];
    let runs = 0;
    everyWhileRunning(app, {
      firstAfterMs: 100,
      everyMs: 1_000,
      failure: 'not run',
      task: async () => {
        runs++;
        if (runs === 1) throw new Error('the database is away');
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished.push(`run ${runs}`);
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await closing;
    expect(finished).toEqual(['run 2']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });
});
