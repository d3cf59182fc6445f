import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';
import { CODE_TRIES_PER_WINDOW } from './codeTriesLimit.ts';

const t = useTestApp();

describe('trying discount codes', () => {
  it(`answers 429 past ${CODE_TRIES_PER_WINDOW} codes from one address in ten minutes, still pricing a cart without one`, async () => {
    const product = await makeProduct(t.db);
    const products = [{ _id: product.id, quantity: 1 }];
    const tryCode = (code?: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promotions/apply',
        payload: { ...(code === undefined ? {} : { code }), products },
        headers,
      });

    for (let i = 0; i < CODE_TRIES_PER_WINDOW; i++) {
      expect((await tryCode(`GUESS${i}`)).statusCode).toBe(404);
    }
    const refused = await tryCode('GUESSMORE');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many codes tried. Please wait a few minutes and try again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A French page is told so in French.
    const inFrench = await tryCode('GUESSAGAIN', { 'accept-language': 'fr' });
    expect(inFrench.json()).toEqual({ message: 'Trop de codes essayés. Patientez quelques minutes et réessayez.' });
    expect((await tryCode()).statusCode).toBe(200);
    expect((await tryCode('')).statusCode).toBe(200);
  });
});
