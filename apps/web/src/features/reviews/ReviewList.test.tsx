import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeReview } from '../../test/factories';
import { renderWithProviders } from '../../test/render';

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('ReviewList', () => {
  it('dates a review the same in every time zone, as the server that rendered the page did', async () => {
    // Late evening in New York is already the next day on the server's clock (UTC).
    process.env.TZ = 'America/New_York';
    vi.resetModules();
    const { ReviewList } = await import('./ReviewList');
    renderWithProviders(<ReviewList reviews={[makeReview({ createdAt: '2026-01-16T03:30:00.000Z' })]} />);
    expect(screen.getByText('January 16, 2026')).toBeInTheDocument();
  });
});

describe('the verified purchase mark', () => {
  it('marks only the reviews of buyers', async () => {
    const { ReviewList } = await import('./ReviewList');
    renderWithProviders(
      <ReviewList
        reviews={[
          makeReview({ userId: { _id: 'u1', username: 'Maya' }, verified: true }),
          makeReview({ userId: { _id: 'u2', username: 'Drive-by' }, verified: false }),
        ]}
      />,
    );
    const [bought, unbought] = screen.getAllByRole('listitem');
    expect(bought).toHaveTextContent('Verified purchase');
    expect(unbought).not.toHaveTextContent('Verified purchase');
  });
});
