import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config/config.ts';
import { buildApp } from '../../start/app.ts';
import { testConfig, useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

const otherApps: Awaited<ReturnType<typeof buildApp>>[] = [];
async function appWith(overrides: Partial<Config>) {
  const app = await buildApp(testConfig(overrides), t.database);
  otherApps.push(app);
  return app;
}
afterAll(() => Promise.all(otherApps.map((app) => app.close())));

describe('security headers', () => {
  it('allow a page only scripts, styles, fonts and connections of the shop itself, and no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.headers['content-type']).toContain('text/html');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self'");
    expect(csp.get('style-src-attr')).toBe("'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('font-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|https?:/);
  });

  it('let a JSON answer load nothing and be framed nowhere, without the headers that only mean something for pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.headers['content-type']).toContain('application/json');
    expect(directives(res.headers['content-security-policy'])).toEqual(
      new Map([
        ['default-src', "'none'"],
        ['frame-ancestors', "'none'"],
      ]),
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('set nosniff and a referrer policy that keeps paths on this site, and no HSTS outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
  });

  it('turn HSTS on in production', async () => {
    const app = await appWith({ env: 'production' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it("let Stripe's script, API and checkout page in only when Stripe is configured", async () => {
    const app = await appWith({
      payments: {
        provider: 'stripe',
        stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: null, apiBase: null },
      },
    });
    const csp = directives((await app.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(csp.get('connect-src')).toBe("'self' https://api.stripe.com");
    expect(csp.get('form-action')).toBe("'self' https://checkout.stripe.com");
  });
});
