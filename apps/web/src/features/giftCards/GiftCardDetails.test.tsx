import type { GiftCardAnswer } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { GiftCardDetails } from './GiftCardDetails';

const card = (expiresAt: string | null): GiftCardAnswer & { entries: [] } => ({
  _id: 'card-1',
  last4: 'WXYZ',
  balance: 40,
  held: 0,
  recipientName: 'Grace',
  recipientEmail: 'grace@example.com',
  orderId: null,
  sendAt: '2026-12-02T09:00:00.000Z',
  expiresAt,
  disabled: false,
  createdAt: '2026-12-02T09:00:00.000Z',
  entries: [],
});

async function detailsOf(expiresAt: string | null) {
  mockApi({ 'GET /api/gift-cards/card-1': { body: card(expiresAt) } });
  renderWithProviders(<GiftCardDetails id="card-1" />);
  await screen.findByRole('heading', { name: /Gift card ending in WXYZ/ });
}

describe("a gift card's details", () => {
  it('says when the card expires', async () => {
    await detailsOf('2031-12-02T09:00:00.000Z');
    expect(screen.getByText('Expires on Dec 2, 2031')).toBeInTheDocument();
  });

  it('says when an expired card expired', async () => {
    await detailsOf('2025-03-01T09:00:00.000Z');
    expect(screen.getByText('Expired on Mar 1, 2025')).toBeInTheDocument();
  });

  it('says a card without expiry never expires', async () => {
    await detailsOf(null);
    expect(screen.getByText('Never expires')).toBeInTheDocument();
  });
});
