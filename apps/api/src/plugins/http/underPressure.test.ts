import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/testApp.ts';

// A threshold of 1 ms: any stall of the event loop counts as overload.
const t = useTestApp({ maxEventLoopDelayMs: 1 });

function stallEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy: nothing else runs meanwhile, as under a flood of work
  }
}

describe('an overloaded server', () => {
  it('answers 503 with a message and Retry-After instead of queueing more work', async () => {
    const deadline = Date.now() + 10_000;
    let res = await t.app.inject({ method: 'GET', url: '/api/products' });
    while (res.statusCode !== 503 && Date.now() < deadline) {
      stallEventLoop(100);
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await t.app.inject({ method: 'GET', url: '/api/products' });
    }
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: expect.any(String), requestId: res.headers['x-request-id'] });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
