import { describe, expect, it } from 'vitest';
import { deliveryShareOf } from './returns.ts';
import { canMoveReturn } from './returnTerms.ts';

describe("a returned line's share of the delivery", () => {
  it('is all of it for the whole order, and in proportion to what the units cost for part of it, to the cent below', () => {
    expect(deliveryShareOf({ deliveryCents: 595, unitsPaidCents: 4_567, goodsPaidCents: 4_567 })).toBe(595);
    expect(deliveryShareOf({ deliveryCents: 595, unitsPaidCents: 4_500, goodsPaidCents: 10_250 })).toBe(261);
    expect(deliveryShareOf({ deliveryCents: 595, unitsPaidCents: 0, goodsPaidCents: 10_250 })).toBe(0);
  });
});

describe('the moves a return makes', () => {
  it('goes requested → approved → received → closed, or ends rejected or cancelled while requested', () => {
    expect(canMoveReturn('requested', 'approved')).toBe(true);
    expect(canMoveReturn('approved', 'received')).toBe(true);
    expect(canMoveReturn('received', 'closed')).toBe(true);
    expect(canMoveReturn('requested', 'rejected')).toBe(true);
    expect(canMoveReturn('requested', 'cancelled')).toBe(true);
    expect(canMoveReturn('approved', 'cancelled')).toBe(false);
    expect(canMoveReturn('requested', 'received')).toBe(false);
    expect(canMoveReturn('closed', 'requested')).toBe(false);
    expect(canMoveReturn('rejected', 'approved')).toBe(false);
  });
});
