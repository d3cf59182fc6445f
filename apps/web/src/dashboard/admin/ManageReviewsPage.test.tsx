import type { AdminReview } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeReview } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import ManageReviewsPage from './ManageReviewsPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const adminReview = (fields: Partial<AdminReview>): AdminReview => ({
  ...makeReview(fields),
  productName: 'Silk slip dress',
  ...fields,
});

describe('ManageReviewsPage', () => {
  it('hides a review and shows it marked hidden, with Show to bring it back', async () => {
    const harsh = adminReview({ _id: 'review-1', userId: { _id: 'u1', username: 'drive-by' }, comment: 'Awful', rating: 1 });
    const bought = adminReview({ _id: 'review-2', userId: { _id: 'u2', username: 'Maya' }, verified: true });
    let hidden = false;
    const fetchSpy = mockApi({
      'GET /api/reviews': () => ({
        body: { reviews: [{ ...harsh, hidden }, bought], totalPages: 1, totalReviews: 2 },
      }),
      'PATCH /api/reviews/review-1': async (request) => {
        hidden = ((await request.clone().json()) as { hidden: boolean }).hidden;
        return { body: { message: 'Review hidden', review: { ...harsh, hidden } } };
      },
    });
    const { user } = renderWithProviders(<ManageReviewsPage />);
    const table = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(table).getAllByText('Shown')).toHaveLength(2);
    expect(within(table).getAllByText('Verified purchase')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Hide review by drive-by of Silk slip dress' }));
    expect(await within(table).findByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show review by drive-by of Silk slip dress' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Review hidden from the shop');
    expect(await sentBodies(fetchSpy, 'PATCH /api/reviews/review-1')).toEqual([{ hidden: true }]);
  });

  it('says why when the shop refuses', async () => {
    mockApi({
      'GET /api/reviews': { body: { reviews: [adminReview({ _id: 'review-1' })], totalPages: 1, totalReviews: 1 } },
      'PATCH /api/reviews/review-1': { status: 404, body: { message: 'Review not found' } },
    });
    const { user } = renderWithProviders(<ManageReviewsPage />);
    await user.click(await screen.findByRole('button', { name: /^Hide review/ }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error: Review not found'));
  });
});
