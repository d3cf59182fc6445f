import { describe, expect, it } from 'vitest';
import { checkCard, expiryIsValid, passesLuhn } from './sandboxCards.ts';

const now = new Date('2030-06-15T12:00:00Z');
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/31', cvc: '123', nameOnCard: 'Ada Lovelace' };

describe('sandbox card checks', () => {
  it('accepts the 4242 test card', () => {
    expect(checkCard(card, now)).toEqual({ ok: true });
  });

  it('declines the 4000 0000 0000 0002 test card', () => {
    expect(checkCard({ ...card, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({
      ok: false,
      declined: true,
      refusal: 'refusal.declined',
    });
  });

  it.each(['4242 4242 4242 4241', '1234', 'abcd efgh ijkl mnop', ''])('refuses %j as an invalid card number', (cardNumber) => {
    expect(checkCard({ ...card, cardNumber }, now)).toMatchObject({ ok: false, refusal: 'refusal.cardNumber' });
  });

  it('knows Luhn-valid numbers from others', () => {
    expect(passesLuhn('4000056655665556')).toBe(true);
    expect(passesLuhn('4000056655665557')).toBe(false);
  });

  it('keeps a card valid until the end of its expiry month', () => {
    expect(expiryIsValid('06/30', now)).toBe('valid');
    expect(expiryIsValid('05/30', now)).toBe('past');
    expect(expiryIsValid('13/30', now)).toBe('malformed');
    expect(expiryIsValid('6/2030', now)).toBe('malformed');
  });

  it('refuses an expiry in the past', () => {
    expect(checkCard({ ...card, expiry: '01/29' }, now)).toMatchObject({
      ok: false,
      refusal: 'refusal.expiryPast',
    });
  });

  it.each(['12', '12345', 'abc'])('refuses the security code %j', (cvc) => {
    expect(checkCard({ ...card, cvc }, now)).toMatchObject({ ok: false, refusal: 'refusal.cvc' });
  });

  it('accepts a four-digit security code', () => {
    expect(checkCard({ ...card, cvc: '1234' }, now)).toEqual({ ok: true });
  });

  it('asks for the name on the card', () => {
    expect(checkCard({ ...card, nameOnCard: '  ' }, now)).toMatchObject({
      ok: false,
      refusal: 'refusal.nameOnCard',
    });
  });
});
