import { describe, expect, it } from 'vitest';
import { inPageLanguage } from './inPageLanguage';

describe("a request's language", () => {
  it("asks the delivery quote, the automatic promotions and the cart's discount in French on a French page", () => {
    expect(inPageLanguage('api/shipping/options?country=FR&subtotal=40.00', 'fr').params).toEqual({ lang: 'fr' });
    expect(inPageLanguage('api/promotions/automatic', 'fr').params).toEqual({ lang: 'fr' });
    const apply = inPageLanguage({ url: 'api/promotions/apply', method: 'POST', body: {} }, 'fr');
    expect(apply.params).toEqual({ lang: 'fr' });
    expect(inPageLanguage('api/products', 'fr').params).toEqual({ lang: 'fr' });
  });

  it('leaves English requests as the spec writes them, and writes nothing else with lang', () => {
    expect(inPageLanguage('api/shipping/options?country=FR&subtotal=40.00', 'en').params).toBeUndefined();
    expect(inPageLanguage({ url: 'api/promotions/apply', method: 'POST', body: {} }, 'en').params).toBeUndefined();
    expect(inPageLanguage({ url: 'api/promotions', method: 'POST', body: {} }, 'fr').params).toBeUndefined();
    expect(inPageLanguage('api/shipping/zones', 'fr').params).toBeUndefined();
    expect(inPageLanguage('api/shipping/countries', 'fr').headers).toBeInstanceOf(Headers);
  });
});
