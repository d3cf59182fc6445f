import type { Review } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, makeReview, makeShopSettings, makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import ProductPage from './ProductPage';

const product = makeProduct({ name: 'Silk slip dress', price: 189, oldPrice: 229, color: 'black' });
const productPath = `/api/products/${product._id}`;

function renderProductPage(options: { signedIn?: boolean } = {}) {
  return renderWithProviders(<ProductPage />, {
    route: `/shop/${product._id}`,
    path: '/shop/:id',
    preloadedState: {
      shop: makeShopSettings({ shop: { name: 'Atelier' } }),
      ...(options.signedIn ? { auth: { user: makeUser({ username: 'Maya' }) } } : {}),
    },
  });
}

describe('product page', () => {
  it('shows the product with its price, colour and category, and says when it has no reviews', async () => {
    mockApi({ [`GET ${productPath}`]: { body: { product, reviews: [] } } });
    renderProductPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Silk slip dress' })).toBeInTheDocument();
    expect(screen.getByText('$189.00')).toBeInTheDocument();
    expect(screen.getByText('$229.00').closest('del')).not.toBeNull();
    expect(screen.getByText('black')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(document.title).toBe('Silk slip dress | Atelier');
  });

  it('shows a posted review once the server has it', async () => {
    const reviews: Review[] = [];
    mockApi({
      [`GET ${productPath}`]: () => ({ body: { product, reviews: [...reviews] } }),
      'POST /api/reviews/post-review': async (request) => {
        const sent = (await request.json()) as { comment: string; rating: number };
        reviews.push(makeReview({ ...sent, productId: product._id, userId: { _id: 'u1', username: 'Maya' } }));
        return { status: 201, body: { message: 'Review posted' } };
      },
    });
    const { user } = renderProductPage({ signedIn: true });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Perfect drape.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Perfect drape.')).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet.')).not.toBeInTheDocument();
  });

  it('says beside the stars how many reviews there are and how many are by buyers', async () => {
    const reviews = [true, true, false].map((verified) => makeReview({ productId: product._id, verified }));
    mockApi({ [`GET ${productPath}`]: { body: { product, reviews } } });
    renderProductPage();
    expect(await screen.findByRole('link', { name: '3 reviews · 2 verified' })).toHaveAttribute('href', '#reviews-title');
    expect(await screen.findAllByText('Verified purchase')).toHaveLength(2);
  });

  it('says nothing beside the stars of a product without reviews', async () => {
    mockApi({ [`GET ${productPath}`]: { body: { product, reviews: [] } } });
    renderProductPage();
    await screen.findByText('No reviews yet.');
    expect(screen.queryByText(/verified/)).not.toBeInTheDocument();
  });

  it('says so when the product cannot be loaded', async () => {
    mockApi({ [`GET ${productPath}`]: { status: 500, body: { message: 'Internal Server Error' } } });
    renderProductPage();
    expect(await screen.findByText('Error loading product details.')).toBeInTheDocument();
  });

  it("shows 'Page not found' at an address named like a built-in property", async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf']) {
      mockApi({ [`GET /api/products/${name}`]: { status: 404, body: { message: 'Product not found' } } });
      const { unmount } = renderWithProviders(<ProductPage />, { route: `/shop/${name}`, path: '/shop/:id' });
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      unmount();
    }
  });

  it("shows 'Page not found' for a product that does not exist", async () => {
    mockApi({ [`GET ${productPath}`]: { status: 404, body: { message: 'Product not found' } } });
    renderProductPage();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Error loading product details.')).not.toBeInTheDocument();
  });
});
