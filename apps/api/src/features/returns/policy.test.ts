import { describe, expect, it } from 'vitest';
import { deliveredOrder, returnCalls } from '../../test/deliveredOrder.ts';
import { useTestApp } from '../../test/testApp.ts';

// An owner who set RETURN_WINDOW_DAYS=14.
const t = useTestApp({ returnWindowDays: 14 });

describe('the return window an owner sets', () => {
  it('is told to anyone who asks, signed in or not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/returns/policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ windowDays: 14 });
  });

  it('is the one the server holds customers to: 13 days after delivery a return is taken, 15 days after it is refused', async () => {
    const api = returnCalls(t.app);
    const within = await deliveredOrder(t.app, t.db, { daysAgo: 13 });
    const ask = ({ customer, order, ringLine }: typeof within) =>
      api.ask(order.id, customer, { lines: [{ lineId: ringLine, quantity: 1, reason: 'changed-my-mind' }] });
    expect((await ask(within)).statusCode).toBe(201);
    const late = await ask(await deliveredOrder(t.app, t.db, { daysAgo: 15 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('Returns are accepted within 14 days of delivery');
  });
});
