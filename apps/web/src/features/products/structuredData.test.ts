import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { productStructuredData } from './structuredData';

const offerOf = (data: object) => (data as { offers: { price: string; priceCurrency: string } }).offers;

describe('a product’s structured data', () => {
  it('offers it in dollars with two decimals in the spec’s shop', () => {
    const offer = offerOf(productStructuredData(makeProduct({ price: 129 }), 0, 'Maison Rose'));
    expect(offer).toMatchObject({ price: '129.00', priceCurrency: 'USD' });
  });

  it('offers it in the shop’s currency, with that currency’s decimals', () => {
    const product = makeProduct({ price: 1235 });
    expect(offerOf(productStructuredData(product, 0, 'Maison Rose', [], 'EUR'))).toMatchObject({
      price: '1235.00',
      priceCurrency: 'EUR',
    });
    expect(offerOf(productStructuredData(product, 0, 'Maison Rose', [], 'JPY'))).toMatchObject({
      price: '1235',
      priceCurrency: 'JPY',
    });
  });
});
