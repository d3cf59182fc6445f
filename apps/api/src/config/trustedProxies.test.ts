import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustedProxies.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
  });

  it('takes addresses, CIDRs and named ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,fd00::/8, loopback')).toBe('10.0.0.1, 192.168.0.0/16, fd00::/8, loopback');
  });

  it.each(['true', '*', '2', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])('refuses %s and says what it takes', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must list the proxies' addresses or CIDRs/);
  });
});
