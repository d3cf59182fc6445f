import { newPassword } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { TEST_PASSWORD } from '../test/factories.ts';
import { isCommonPassword } from './commonPasswords.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, PUBLISHED_PASSWORDS } from './demoLogins.ts';
import { passwordProblem } from './passwordRules.ts';

const someone = { email: 'ann@example.com', username: 'Ann' };

describe('passwords a person may choose', () => {
  it("accept test accounts' password", () => {
    expect(newPassword.safeParse(TEST_PASSWORD).success).toBe(true);
    expect(passwordProblem(TEST_PASSWORD, someone)).toBeNull();
  });

  it('find the most used passwords whatever their case', () => {
    for (const password of ['123456', 'qwerty', 'Password', 'SUNSHINE', 'trustno1'])
      expect(isCommonPassword(password)).toBe(true);
  });

  it('never include a password the demo shop publishes, whatever its case', () => {
    expect(PUBLISHED_PASSWORDS).toEqual(expect.arrayContaining([DEMO_ADMIN.password, DEMO_CUSTOMER.password]));
    for (const password of [...PUBLISHED_PASSWORDS, DEMO_ADMIN.password.toUpperCase()])
      expect(passwordProblem(password, someone)).toBe('published');
  });

  it('keep the first admin from starting with one of the most used passwords', () => {
    expect(() => loadConfig({ SEED_ADMIN_PASSWORD: 'password1' })).toThrow(
      'SEED_ADMIN_PASSWORD: must not be one of the 10,000 most used passwords',
    );
  });
});
