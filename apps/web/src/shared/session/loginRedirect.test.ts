import { describe, expect, it } from 'vitest';
import { afterLogin, loginPathBackToCart } from './loginRedirect';

const searchOf = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('loginRedirect', () => {
  it('brings a shopper back to the page they left with the cart open', () => {
    expect(afterLogin(searchOf(loginPathBackToCart('/shop/abc?x=1')))).toEqual({
      to: '/shop/abc?x=1',
      state: { openCart: true },
    });
  });

  it('goes home when nothing was asked', () => {
    expect(afterLogin(new URLSearchParams())).toEqual({ to: '/' });
  });

  it.each(['https://example.com/', '//example.com/x', '/\\example.com', 'javascript:alert(1)'])(
    'never follows a redirect off the shop: %s',
    (redirect) => {
      expect(afterLogin(new URLSearchParams({ redirect })).to).toBe('/');
    },
  );
});
