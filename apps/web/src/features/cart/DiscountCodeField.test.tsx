import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppSelector } from '../../shared/store/hooks';
import { makeCart, makeCartLine } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { DiscountCodeField } from './DiscountCodeField';

const scarf = makeCartLine({ name: 'Silk scarf', price: 20, quantity: 2 });
const WELCOME = { code: 'WELCOME10', label: 'Welcome: 10% off', discount: 4, subtotal: 40, tax: 1.8, total: 37.8 };

/** The field as the cart shows it: with the code the cart keeps. */
function KeptCode() {
  const code = useAppSelector((state) => state.cart.discountCode);
  return <DiscountCodeField lines={[scarf]} code={code} />;
}

function renderField() {
  return renderWithProviders(<KeptCode />, { preloadedState: { cart: makeCart([scarf]) } });
}

describe('the discount code field, by keyboard', () => {
  it('keeps the focus through Apply, gives it to Remove once applied, and back to the field once removed', async () => {
    mockApi({ 'POST /api/promotions/apply': () => ({ body: WELCOME }) });
    const { user } = renderField();
    await user.type(screen.getByLabelText('Discount code'), 'welcome10');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Discount code')).toHaveFocus();
  });

  it('gives the focus back to the field when the shop refuses the code, with the refusal as its description', async () => {
    mockApi({ 'POST /api/promotions/apply': () => ({ status: 400, body: { message: 'This code has expired.' } }) });
    const { user } = renderField();
    await user.type(screen.getByLabelText('Discount code'), 'SUMMER');
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('alert');
    const field = screen.getByLabelText('Discount code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This code has expired.');
  });
});
