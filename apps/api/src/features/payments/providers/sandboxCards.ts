// Card checks of the sandbox checkout page, with Stripe's test card numbers.

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
}

export type CardResult = { ok: true } | { ok: false; declined: boolean; message: string };

/** Test numbers that pass every check but are refused by the "bank", as Stripe's are. */
const DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
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
  if (!passesLuhn(digits)) return { ok: false, declined: false, message: 'Your card number is invalid.' };
  const expiry = expiryIsValid(form.expiry, now);
  if (expiry === 'malformed') return { ok: false, declined: false, message: "Your card's expiration date is invalid." };
  if (expiry === 'past') return { ok: false, declined: false, message: "Your card's expiration date is in the past." };
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { ok: false, declined: false, message: "Your card's security code is invalid." };
  if (form.nameOnCard.trim() === '') return { ok: false, declined: false, message: 'Please enter the name on your card.' };
  const declined = DECLINED_CARDS[digits];
  if (declined) return { ok: false, declined: true, message: declined };
  return { ok: true };
}
