import { screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { ReviewForm } from './ReviewForm';

const PRODUCT_ID = 'product-1';

/** The form as a signed-in customer sees it, once its code (loaded for customers only) is here. */
async function renderForm(user = makeUser()) {
  const rendered = renderWithProviders(
    <>
      <ReviewForm productId={PRODUCT_ID} />
      <Toaster />
    </>,
    { route: `/shop/${PRODUCT_ID}`, preloadedState: { auth: { user } } },
  );
  await screen.findByRole('button', { name: 'Post review' }, { timeout: 10_000 });
  return rendered;
}

describe('review form', () => {
  it('sends the chosen rating and comment with the customer and the product', async () => {
    const fetchSpy = mockApi({ 'POST /api/reviews/post-review': { status: 201, body: { message: 'Review posted' } } });
    const customer = makeUser();
    const { user } = await renderForm(customer);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Fits beautifully.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Comment posted successfully!')).toBeInTheDocument();
    expect(await sentBodies(fetchSpy, 'POST /api/reviews/post-review')).toEqual([
      { comment: 'Fits beautifully.', rating: 4, userId: customer._id, productId: PRODUCT_ID },
    ]);
    expect(screen.getByLabelText('Your review')).toHaveValue('');
  });

  it('sends an empty comment and no rating as they are, and shows the error the server answers', async () => {
    const fetchSpy = mockApi({
      'POST /api/reviews/post-review': { status: 400, body: { message: 'Rating must be between 1 and 5' } },
    });
    const customer = makeUser();
    const { user } = await renderForm(customer);
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByText('Rating must be between 1 and 5')).toBeInTheDocument();
    expect(await sentBodies(fetchSpy, 'POST /api/reviews/post-review')).toEqual([
      { comment: '', rating: 0, userId: customer._id, productId: PRODUCT_ID },
    ]);
  });

  it('offers visitors a way to log in instead of the form', () => {
    renderWithProviders(<ReviewForm productId={PRODUCT_ID} />, { route: `/shop/${PRODUCT_ID}` });
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fshop%2F${PRODUCT_ID}`,
    );
  });
});
