import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { EMPTY_PRODUCT_FORM, productBody, productFormValues } from './productForm';

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
