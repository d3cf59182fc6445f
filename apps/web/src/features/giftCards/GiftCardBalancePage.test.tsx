import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import GiftCardBalancePage from './GiftCardBalancePage';

describe('the gift card balance page', () => {
  it('shows what is left on a card and that it does not expire', async () => {
    mockApi({ 'POST /api/gift-cards/check': () => ({ body: { balance: 22.75, last4: 'WXYZ', expiresAt: null } }) });
    const { user } = renderWithProviders(<GiftCardBalancePage />);
    await user.type(screen.getByLabelText('Gift card code'), 'ACDEFGHJKMNPWXYZ');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('Gift card ending in WXYZ');
    expect(balance).toHaveTextContent('$22.75');
    expect(balance).toHaveTextContent('It does not expire.');
  });

  it('says why a code is refused, beside the field', async () => {
    mockApi({
      'POST /api/gift-cards/check': () => ({
        status: 429,
        body: { message: 'Too many wrong gift card codes. Please try again in an hour.' },
      }),
    });
    const { user } = renderWithProviders(<GiftCardBalancePage />);
    await user.type(screen.getByLabelText('Gift card code'), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    expect(await screen.findByText('Too many wrong gift card codes. Please try again in an hour.')).toBeInTheDocument();
    expect(screen.getByLabelText('Gift card code')).toHaveAccessibleDescription(
      'Too many wrong gift card codes. Please try again in an hour.',
    );
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
  });
});
