import { newPassword } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD, loadConfig } from '../../config.ts';
import { DEMO_CUSTOMER } from '../../db/seed/index.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { isCommonPassword } from './commonPasswords.ts';

describe('passwords a person may choose', () => {
  it.each([
    ['the demo customer', DEMO_CUSTOMER.password],
    ['the development admin', DEV_ADMIN_PASSWORD],
    ['test accounts', TEST_PASSWORD],
  ])("accept %s's password", (_who, password) => {
    expect(newPassword.safeParse(password).success).toBe(true);
    expect(isCommonPassword(password)).toBe(false);
  });

  it('find the most used passwords whatever their case', () => {
    for (const password of ['123456', 'qwerty', 'Password', 'SUNSHINE', 'trustno1'])
      expect(isCommonPassword(password)).toBe(true);
  });

  it('keep the first admin from starting with one of the most used passwords', () => {
    expect(() => loadConfig({ SEED_ADMIN_PASSWORD: 'password1' })).toThrow(
      'SEED_ADMIN_PASSWORD: must not be one of the 10,000 most used passwords',
    );
  });
});
