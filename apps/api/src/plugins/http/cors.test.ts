import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/testApp.ts';

// The shop's public address in tests is http://localhost:3000 (testConfig).
const t = useTestApp();

describe('CORS', () => {
  it('allows the shop’s public address with credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/orders/create-checkout-session',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers a read from the shop’s own pages, which names no origin, without CORS headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('never names another site as allowed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    expect(res.headers['access-control-allow-origin']).not.toBe('*');
  });
});
