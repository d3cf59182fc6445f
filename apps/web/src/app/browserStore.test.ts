import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../test/factories';
import { mockApi } from '../test/mockApi';

describe('the store before and after the data layer loads', () => {
  it('the app store serves the cart at once, and product queries once a page brings the data layer in', async () => {
    vi.resetModules();
    const { store } = await import('./browserStore');
    expect(store.getState().cart.products).toEqual([]);
    expect(store.getState()).not.toHaveProperty('api');

    const product = makeProduct({ name: 'Silk slip dress' });
    mockApi({ [`GET /api/products/${product._id}`]: { body: { product, reviews: [] } } });
    const { productsApi } = await import('../features/products/api');
    const answer = await store.dispatch(productsApi.endpoints.getProductById.initiate(product._id));

    expect(answer.data?.product.name).toBe('Silk slip dress');
    expect(store.getState().api?.queries).toHaveProperty(`getProductById("${product._id}")`);
  });
});
