import type { Return } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderLine } from '../../test/factories';
import { canAskForReturn, returnableQuantities } from './returnWindow';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString();

describe('when the customer is offered Return or exchange', () => {
  it('offers it within the window of completion, or of shipping for an order never completed', () => {
    const completed = makeOrder({
      status: 'completed',
      statusHistory: [
        { status: 'shipped', changedAt: daysAgo(45) },
        { status: 'completed', changedAt: daysAgo(10) },
      ],
    });
    expect(canAskForReturn(completed, 30, now)).toBe(true);
    const shipped = makeOrder({ status: 'shipped', statusHistory: [{ status: 'shipped', changedAt: daysAgo(31) }] });
    expect(canAskForReturn(shipped, 30, now)).toBe(false);
  });

  it('counts the window the shop set: 14 days offers it 13 days after completion, not 15', () => {
    const completedAgo = (days: number) =>
      makeOrder({ status: 'completed', statusHistory: [{ status: 'completed', changedAt: daysAgo(days) }] });
    expect(canAskForReturn(completedAgo(13), 14, now)).toBe(true);
    expect(canAskForReturn(completedAgo(15), 14, now)).toBe(false);
    expect(canAskForReturn(completedAgo(15), 30, now)).toBe(true);
  });

  it('never offers it for an order not yet shipped', () => {
    expect(canAskForReturn(makeOrder({ status: 'processing' }), 30, now)).toBe(false);
  });

  it('offers only what was bought, less what was refunded and what returns account for', () => {
    const line = makeOrderLine({ quantity: 3, refundedQuantity: 1 });
    const order = makeOrder({ products: [line] });
    const open = { status: 'requested', lines: [{ lineId: line._id, quantity: 1, exchangeSize: null, receivedQuantity: null }] };
    const cancelled = {
      status: 'cancelled',
      lines: [{ lineId: line._id, quantity: 2, exchangeSize: null, receivedQuantity: null }],
    };
    expect(returnableQuantities(order, [open, cancelled] as unknown as Return[]).get(line._id)).toBe(1);
  });

  it('leaves out the units a received return exchanged for another size', () => {
    const line = makeOrderLine({ quantity: 3, refundedQuantity: 1, exchangedQuantity: 1 });
    const received = { status: 'closed', lines: [{ lineId: line._id, quantity: 1, exchangeSize: 'L', receivedQuantity: 1 }] };
    expect(returnableQuantities(makeOrder({ products: [line] }), [received] as unknown as Return[]).get(line._id)).toBe(1);
  });
});
