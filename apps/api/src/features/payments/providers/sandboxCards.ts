// Card checks of the sandbox checkout page, with Stripe's test card numbers; a refusal is named by the page's words for it.
import type { SandboxMessageId } from '../sandboxCatalogues/en.ts';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

export type CardResult = { ok: true } | { ok: false; declined: boolean; refusal: SandboxMessageId };

/** Test numbers that pass every check but are refused by the "bank", as Stripe's are. */
const DECLINED_CARDS: Record<string, SandboxMessageId> = {
  '4000000000000002': 'refusal.declined',
  '4000000000009995': 'refusal.insufficientFunds',
  '4000000000000069': 'refusal.cardExpired',
};

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` still valid at `now`: a card works until the end of its expiry month. */
export function expiryIsValid(expiry: string, now: Date): 'valid' | 'malformed' | 'past' {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return 'malformed';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'malformed';
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime() ? 'valid' : 'past';
}

export function checkCard(form: CardForm, now = new Date()): CardResult {
  const digits = digitsOf(form.cardNumber);
  if (!passesLuhn(digits)) return { ok: false, declined: false, refusal: 'refusal.cardNumber' };
  const expiry = expiryIsValid(form.expiry, now);
  if (expiry === 'malformed') return { ok: false, declined: false, refusal: 'refusal.expiryInvalid' };
  if (expiry === 'past') return { ok: false, declined: false, refusal: 'refusal.expiryPast' };
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { ok: false, declined: false, refusal: 'refusal.cvc' };
  if (form.nameOnCard.trim() === '') return { ok: false, declined: false, refusal: 'refusal.nameOnCard' };
  const declined = DECLINED_CARDS[digits];
  if (declined) return { ok: false, declined: true, refusal: declined };
  return { ok: true };
}
