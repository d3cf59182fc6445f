import { describe, expect, it } from 'vitest';
import { FAILED_SIGN_IN_WINDOW_MS, memoryCounter } from './failedSignIns.ts';

describe('failed sign-ins counted in memory', () => {
  it('start again once the hour of the first failure has passed', async () => {
    let now = 1_000_000;
    const counter = memoryCounter(() => now);
    await counter.take('ann@example.com');
    now += FAILED_SIGN_IN_WINDOW_MS - 1;
    expect(await counter.take('ann@example.com')).toEqual({ attempts: 2, resetInMs: 1 });
    now += 1;
    expect(await counter.take('ann@example.com')).toEqual({ attempts: 1, resetInMs: FAILED_SIGN_IN_WINDOW_MS });
  });

  it('keep each account apart and take back an attempt given back', async () => {
    const counter = memoryCounter();
    await counter.take('ann@example.com');
    await counter.take('ann@example.com');
    await counter.giveBack('ann@example.com');
    expect((await counter.take('ann@example.com')).attempts).toBe(2);
    expect((await counter.take('bea@example.com')).attempts).toBe(1);
  });
});
