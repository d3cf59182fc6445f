import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { EMPTY_PRODUCT_FORM, missingProductFields, productBody, productFormValues, withPictures } from './productForm';

const filled = { ...EMPTY_PRODUCT_FORM, name: 'Wrap dress', category: 'dress', color: 'red', price: '90', description: 'Silk.' };

describe('product form stock', () => {
  it('sends one count for a one-size product, none typed leaving it to the server', () => {
    expect(productBody({ ...filled, stock: '12' })).toMatchObject({ stock: 12, sizes: [] });
    expect(productBody(filled)).not.toHaveProperty('stock');
  });

  it('sends the stock of each size typed, a size left empty not offered', () => {
    const body = productBody({ ...filled, sized: true, stock: '9', sizeStock: { ...filled.sizeStock, S: '0', L: '4' } });
    expect(body.sizes).toEqual([
      { size: 'S', stock: 0 },
      { size: 'L', stock: 4 },
    ]);
    expect(body).not.toHaveProperty('stock');
  });

  it('starts the update form from the product’s sizes', () => {
    const values = productFormValues(makeProduct({ stock: 3, sizes: [{ size: 'M', stock: 3 }] }));
    expect(values).toMatchObject({ sized: true, stock: '3', sizeStock: { XS: '', M: '3' } });
  });
});

describe('product form pictures and style', () => {
  const [front, back, detail] = ['a', 'b', 'c'].map((x) => `/images/${x.repeat(8)}-0000-4000-8000-000000000000.webp`);

  it('keeps the image as the first picture whichever field changes', () => {
    const values = {
      ...filled,
      image: front ?? '',
      images: [
        { url: front ?? '', alt: '' },
        { url: back ?? '', alt: 'Back' },
      ],
    };
    expect(withPictures(values, { images: [{ url: back ?? '', alt: 'Back' }] })).toEqual({
      images: [{ url: back, alt: 'Back' }],
      image: back,
    });
    expect(withPictures(values, { image: detail })).toEqual({
      image: detail,
      images: [
        { url: detail, alt: '' },
        { url: back, alt: 'Back' },
      ],
    });
  });

  it('sends the pictures in order with the first as image, and the style typed or the product picked', () => {
    const images = [
      { url: back ?? '', alt: '' },
      { url: front ?? '', alt: 'Front' },
    ];
    expect(productBody({ ...filled, image: back ?? '', images, style: 'wrap-dress' })).toMatchObject({
      image: back,
      images,
      style: 'wrap-dress',
    });
    const picked = productBody({ ...filled, style: 'wrap-dress', sameStyleAs: 'p1' });
    expect(picked).toMatchObject({ sameStyleAs: 'p1' });
    expect(picked).not.toHaveProperty('style');
  });

  it('leaves a default alt text empty, so it follows a new name, and empties a style that is cleared', () => {
    const product = {
      ...makeProduct({ name: 'Wrap dress', style: 'wrap-dress' }),
      images: [
        { url: front ?? '', alt: 'Wrap dress, picture 1' },
        { url: back ?? '', alt: 'Back' },
      ],
    };
    const values = productFormValues(product);
    expect(values.images.map((picture) => picture.alt)).toEqual(['', 'Back']);
    expect(productBody({ ...values, style: '' })).toMatchObject({ style: '' });
  });
});

describe('product form of a gift card', () => {
  const giftCard = { ...filled, giftCard: true, giftAmounts: '25, 50 100', price: '', stock: '12', sized: true };

  it('sends its amounts and custom limits in place of sizes and stock, priced at its lowest amount', () => {
    const body = productBody({ ...giftCard, giftCustomMin: '10', giftCustomMax: '300' });
    expect(body).toMatchObject({ giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 300 }, price: 10 });
    expect(body).not.toHaveProperty('sizes');
    expect(body).not.toHaveProperty('stock');
    expect(productBody(giftCard).giftCard).toEqual({ amounts: [25, 50, 100] });
    expect(productBody(giftCard).price).toBe(25);
  });

  it('asks no price of a gift card, and starts the update form from its amounts', () => {
    expect(missingProductFields(giftCard)).toEqual([]);
    expect(missingProductFields({ ...giftCard, giftCard: false })).toEqual(['price']);
    const values = productFormValues({ ...makeProduct(), giftCard: { amounts: [25, 50], customMin: 5, customMax: 200 } });
    expect(values).toMatchObject({ giftCard: true, giftAmounts: '25, 50', giftCustomMin: '5', giftCustomMax: '200' });
  });
});
