import { describe, expect, it } from 'vitest';
import { TaskQueue } from './taskQueue.ts';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish = () => {};
  let fail = (_: Error) => {};
  let started = false;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    run: () => {
      started = true;
      return done;
    },
    get started() {
      return started;
    },
    finish,
    fail,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TaskQueue', () => {
  it('runs at most its concurrency at once and starts the others in arrival order as slots free up', async () => {
    const queue = new TaskQueue(2);
    const tasks = Array.from({ length: 5 }, heldTask);
    const results = tasks.map((task) => queue.run(task.run));
    await settle();
    expect(tasks.map((task) => task.started)).toEqual([true, true, false, false, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);

    tasks[1]?.finish();
    await settle();
    expect(tasks.map((task) => task.started)).toEqual([true, true, true, false, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    for (const task of tasks) task.finish();
    await Promise.all(results);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new TaskQueue(1);
    const failing = heldTask();
    const next = heldTask();
    const failed = queue.run(failing.run);
    const after = queue.run(next.run);
    failing.fail(new Error('broken image'));
    await expect(failed).rejects.toThrow('broken image');
    await settle();
    expect(next.started).toBe(true);
    next.finish();
    await after;
    expect(queue.running).toBe(0);
  });
});
