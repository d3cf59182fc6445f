import { describe, expect, it } from 'vitest';
import { deliveryShareOf, returnedLineRefundCents } from './returns.ts';
import { canMoveReturn } from './returnTerms.ts';

describe('what a returned line gives back', () => {
  it('is the price of the units that arrived plus their 5 % tax', () => {
    expect(returnedLineRefundCents({ priceCents: 4_500, quantity: 2, reason: 'too-small' })).toBe(9_450);
    expect(returnedLineRefundCents({ priceCents: 1_250, quantity: 1, reason: 'changed-my-mind' })).toBe(1_313);
  });

  it("takes off the units' share of a discount before the tax", () => {
    expect(returnedLineRefundCents({ priceCents: 4_500, quantity: 1, reason: 'too-small', discountShareCents: 500 })).toBe(4_200);
  });

  it('adds its share of the delivery only when the shop was at fault: arrived damaged or wrong item', () => {
    const line = { priceCents: 1_000, quantity: 1, deliveryShareCents: 495 };
    expect(returnedLineRefundCents({ ...line, reason: 'arrived-damaged' })).toBe(1_545);
    expect(returnedLineRefundCents({ ...line, reason: 'wrong-item' })).toBe(1_545);
    expect(returnedLineRefundCents({ ...line, reason: 'too-large' })).toBe(1_050);
    expect(returnedLineRefundCents({ ...line, reason: 'changed-my-mind' })).toBe(1_050);
  });
});

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
