import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppSelector } from '../../shared/store/hooks';
import { makeCart, makeCartLine } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { GiftCardsField } from './GiftCardsField';

const scarf = makeCartLine({ name: 'Silk scarf', price: 45, quantity: 1 });
const PRICED = { code: null, label: null, discount: 0, subtotal: 45, tax: 2.25, total: 47.25 };

/** The field as the cart shows it: with the codes the cart keeps. */
function KeptCards() {
  const cart = useAppSelector((state) => state.cart);
  return <GiftCardsField lines={[scarf]} codes={cart.giftCardCodes ?? []} useStoreCredit={cart.useStoreCredit ?? false} />;
}

describe('the cart gift card field', () => {
  it('shows what an accepted card takes and what is left to pay, and keeps the code for checkout', async () => {
    mockApi({
      'POST /api/promotions/apply': () => ({
        body: { ...PRICED, giftCards: [{ last4: 'WXYZ', amount: 20 }], storeCredit: 0, due: 27.25 },
      }),
    });
    const { user, store } = renderWithProviders(<KeptCards />, { preloadedState: { cart: makeCart([scarf]) } });
    await user.type(screen.getByLabelText('Gift card'), 'ACDE-FGHJ-KMNP-WXYZ');
    await user.click(screen.getByRole('button', { name: 'Use gift card' }));

    expect(await screen.findByText('Gift card …WXYZ')).toBeInTheDocument();
    expect(screen.getByText('· −$20.00')).toBeInTheDocument();
    expect(screen.getByText('Left to pay by card before delivery: $27.25')).toBeInTheDocument();
    expect(store.getState().cart.giftCardCodes).toEqual(['ACDE-FGHJ-KMNP-WXYZ']);
  });

  it('says why the shop refuses a code, and keeps nothing', async () => {
    mockApi({ 'POST /api/promotions/apply': () => ({ status: 404, body: { message: 'No gift card with this code' } }) });
    const { user, store } = renderWithProviders(<KeptCards />, { preloadedState: { cart: makeCart([scarf]) } });
    await user.type(screen.getByLabelText('Gift card'), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Use gift card' }));

    const field = screen.getByLabelText('Gift card');
    expect(await screen.findByRole('alert')).toHaveTextContent('No gift card with this code');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('No gift card with this code');
    expect(store.getState().cart.giftCardCodes).toBeUndefined();
  });
});
