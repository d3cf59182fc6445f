// Gift card codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), drawn with
// node's secure random source, about 73 bits. Only the SHA-256 of a code is stored (decision 610): a code of that
// entropy cannot be found from its hash by trying codes, and lookups stay one indexed equality.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY3479';
export const GIFT_CARD_CODE_LENGTH = 16;

export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** What a shopper typed, as a code: spaces and dashes dropped, upper case. */
export function normalizeGiftCardCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export function hashGiftCardCode(code: string): string {
  return createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');
}

/** Compares two hashes in constant time, so how long a refusal takes tells nothing of how close a guess was. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const lastFourOf = (code: string) => normalizeGiftCardCode(code).slice(-4);
