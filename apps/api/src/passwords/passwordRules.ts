// What a new password must not be (registration, change, reset and SEED_ADMIN_PASSWORD), beyond the length the
// domain's schema checks. Server only, so the storefront's JavaScript never carries the dictionaries.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { Invalid } from '../shared/errors.ts';
import { isCommonPassword } from './commonPasswords.ts';
import { PUBLISHED_PASSWORDS } from './demoLogins.ts';

/** zxcvbn's 3: "safely unguessable", about 10^8 guesses or more. */
const MIN_STRENGTH = 3;
/** The shop's own words, guessed early by anyone who knows which shop an account is at. */
const SHOP_WORDS = ['atelier', 'shop'];
// Control characters, and those that show as nothing (zero-width spaces, joiners, fillers): a password typed on
// another keyboard or pasted from elsewhere would silently differ.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Default_Ignorable_Code_Point}/u;

export type PasswordProblem = 'invisible' | 'common' | 'published' | 'guessable';

/** Whose password it is: their name and email are the first words a guesser tries. */
export interface PasswordOwner {
  email: string;
  username: string;
}

const published = new Set(PUBLISHED_PASSWORDS.map((password) => password.toLowerCase()));

export function isPublishedPassword(password: string): boolean {
  return published.has(password.toLowerCase());
}

let strength: ZxcvbnFactory | undefined;

/** The words of the owner's email and name, each as a whole and in parts (`chloe.martin@example.com`: chloe, martin…). */
function ownWords(owner: PasswordOwner): string[] {
  const whole = [owner.email, owner.username];
  const parts = whole.flatMap((text) => text.split(/[\s@.+_-]+/)).filter((part) => part.length >= 3);
  return [...whole, ...parts];
}

export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  if (INVISIBLE.test(password)) return 'invisible';
  if (isCommonPassword(password)) return 'common';
  if (isPublishedPassword(password)) return 'published';
  // Built on first use: its dictionaries take tens of milliseconds to rank.
  strength ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary: { ...dictionary, shop: SHOP_WORDS } });
  if (strength.check(password, ownWords(owner)).score < MIN_STRENGTH) return 'guessable';
  return null;
}

const MESSAGES: Record<PasswordProblem, string> = {
  invisible: 'Password must not contain control or invisible characters',
  common: 'This password is one of the 10,000 most used passwords, which are guessed first. Please choose another.',
  published: 'This password is published with the demo shop, so anyone could sign in with it. Please choose another.',
  guessable:
    'This password is too easy to guess: it repeats or runs through characters, or uses common words, the shop’s name or your own. Please choose a longer one, for example a few unrelated words.',
};

/** Refuses a new password with a 400 that says why. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new Invalid(MESSAGES[problem]);
}
