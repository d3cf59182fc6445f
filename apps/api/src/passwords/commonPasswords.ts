// The passwords guessed first: the 10,000 most used ones, from zxcvbn-ts's list (most used first), kept on the
// server only so that the storefront's JavaScript never carries them.
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON_PASSWORD_COUNT = 10_000;
// The list is lower-case; 'Password1' is guessed as early as 'password1'.
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
