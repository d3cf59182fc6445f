import { describe, expect, it } from 'vitest';
import { memoryWindowCounter } from './windowCounter.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('events counted in memory', () => {
  it('start again once the window of the first event has passed', async () => {
    let now = 1_000_000;
    const counter = memoryWindowCounter(HOUR_MS, () => now);
    await counter.take('ann@example.com');
    now += HOUR_MS - 1;
    expect(await counter.take('ann@example.com')).toEqual({ count: 2, resetInMs: 1 });
    now += 1;
    expect(await counter.take('ann@example.com')).toEqual({ count: 1, resetInMs: HOUR_MS });
  });

  it('keep each key apart and take back an event given back', async () => {
    const counter = memoryWindowCounter(HOUR_MS);
    await counter.take('ann@example.com');
    await counter.take('ann@example.com');
    await counter.giveBack('ann@example.com');
    expect((await counter.take('ann@example.com')).count).toBe(2);
    expect((await counter.take('bea@example.com')).count).toBe(1);
  });

  it('forget every key that starts alike, and only those', async () => {
    const counter = memoryWindowCounter(HOUR_MS);
    await counter.take('ann@example.com|2001:db8::');
    await counter.take('ann@example.com|198.51.100.7');
    await counter.take('anna@example.com|198.51.100.7');
    await counter.forget('ann@example.com|');
    expect((await counter.take('ann@example.com|2001:db8::')).count).toBe(1);
    expect((await counter.take('anna@example.com|198.51.100.7')).count).toBe(2);
  });
});
