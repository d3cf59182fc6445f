import { MAX_LINES_PER_CHECKOUT, MAX_QUANTITY_PER_LINE } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartLine } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { CartDrawer } from './CartDrawer';

function renderDrawer(
  lines = [makeCartLine({ name: 'Silk scarf', price: 20, quantity: 2 }), makeCartLine({ name: 'Gold ring', price: 10 })],
) {
  const onCheckout = vi.fn();
  const view = renderWithProviders(<CartDrawer open onClose={() => {}} onCheckout={onCheckout} />, {
    preloadedState: { cart: makeCart(lines) },
  });
  return { ...view, onCheckout };
}

/** Two $20 scarves, and delivery by Standard quoted at `price`. */
function renderWithDelivery(price: number) {
  return renderWithProviders(
    <CartDrawer open onClose={() => {}} onCheckout={() => {}} deliveryCharge={{ name: 'Standard', price }} />,
    { preloadedState: { cart: makeCart([makeCartLine({ name: 'Silk scarf', price: 20, quantity: 2 })]) } },
  );
}

/** A figure of the cart: a line of the order summary, or the grand total beside checkout. */
function summaryValue(label: string | RegExp): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('CartDrawer', () => {
  it('shows a gift card line with its amount and recipient, no size, and no tax for it', async () => {
    const gift = { amount: 50, recipientName: 'Anna', recipientEmail: 'anna@example.com' };
    const { store, user } = renderDrawer([
      makeCartLine({ _id: 'g1', name: 'Gift card', price: 50, giftCard: gift }),
      makeCartLine({ _id: 'g1', name: 'Gift card', price: 50, giftCard: { ...gift, recipientName: 'Ben' } }),
    ]);
    expect(screen.getByText('For Anna (anna@example.com)')).toBeInTheDocument();
    expect(screen.getAllByText('$50.00')).toHaveLength(2);
    expect(screen.queryByText(/^Size/)).not.toBeInTheDocument();
    expect(summaryValue('Tax (5%)')).toBe('$0.00');
    // A gift card line is one card.
    expect(screen.queryByRole('button', { name: 'Increase quantity of Gift card for Anna' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Gift card for Ben' }));
    expect(store.getState().cart.products.map((line) => line.giftCard?.recipientName)).toEqual(['Anna']);
  });

  it('lists each line with its name, price and quantity', () => {
    renderDrawer();
    expect(screen.getByText('Silk scarf')).toBeInTheDocument();
    expect(screen.getByText('$20.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Silk scarf')).toHaveTextContent('2');
    expect(screen.getByRole('img', { name: 'Gold ring' })).toHaveAttribute('src', '/images/linen.webp');
  });

  it('sums the lines and adds 5% tax in the order summary', () => {
    renderDrawer();
    expect(summaryValue('Selected Items')).toBe('3');
    expect(summaryValue('Total Price')).toBe('$50.00');
    expect(summaryValue('Tax (5%)')).toBe('$2.50');
    expect(summaryValue('Grand Total')).toBe('$52.50');
  });

  it('shows a $1.90 cart with the tax and total that checkout charges: $0.10 and $2.00', () => {
    renderDrawer([makeCartLine({ name: 'Hair clip', price: 1.9 })]);
    expect(summaryValue('Total Price')).toBe('$1.90');
    expect(summaryValue('Tax (5%)')).toBe('$0.10');
    expect(summaryValue('Grand Total')).toBe('$2.00');
  });

  it('adds the delivery quoted to the one grand total, and shows it as a line of the summary', () => {
    renderWithDelivery(12);
    expect(summaryValue('Tax (5%)')).toBe('$2.00');
    expect(summaryValue('Delivery (Standard)')).toBe('$12.00');
    expect(screen.getAllByText(/total/i, { selector: 'dt' }).map((term) => term.textContent)).toEqual([
      'Total Price',
      'Grand Total',
    ]);
    expect(summaryValue('Grand Total')).toBe('$54.00');
    expect(screen.getByText('Includes Standard delivery')).toBeInTheDocument();
  });

  it('shows free delivery as Free, the grand total unchanged', () => {
    renderWithDelivery(0);
    expect(summaryValue('Delivery (Standard)')).toBe('Free');
    expect(summaryValue('Grand Total')).toBe('$42.00');
  });

  it('raises a quantity with plus and updates the totals', async () => {
    const { user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Gold ring' }));
    expect(screen.getByLabelText('Quantity of Gold ring')).toHaveTextContent('2');
    expect(summaryValue('Total Price')).toBe('$60.00');
    expect(summaryValue('Grand Total')).toBe('$63.00');
  });

  it('lowers a quantity with minus but never below 1', async () => {
    const { user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Silk scarf' }));
    expect(screen.getByLabelText('Quantity of Silk scarf')).toHaveTextContent('1');
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Silk scarf' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(screen.getByLabelText('Quantity of Silk scarf')).toHaveTextContent('1');
  });

  it('takes a line out with Remove', async () => {
    const { user, store } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Remove Silk scarf' }));
    expect(screen.queryByText('Silk scarf')).not.toBeInTheDocument();
    expect(store.getState().cart.selectedItems).toBe(1);
  });

  it('says the cart is empty when there is nothing in it', () => {
    renderDrawer([]);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('empties the cart with Clear cart', async () => {
    const { user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('starts checkout with Proceed to checkout', async () => {
    const { user, onCheckout } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  describe('where focus goes when a button disables or removes itself', () => {
    it('hands focus from plus to minus when plus reaches the stock', async () => {
      const { user } = renderDrawer([makeCartLine({ name: 'Gold ring', quantity: 1, stock: 2 })]);
      await user.click(screen.getByRole('button', { name: 'Increase quantity of Gold ring' }));
      expect(screen.getByRole('button', { name: 'Increase quantity of Gold ring' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Decrease quantity of Gold ring' })).toHaveFocus();
    });

    it('hands focus from minus to plus when minus reaches 1', async () => {
      const { user } = renderDrawer();
      await user.click(screen.getByRole('button', { name: 'Decrease quantity of Silk scarf' }));
      expect(screen.getByRole('button', { name: 'Increase quantity of Silk scarf' })).toHaveFocus();
    });

    it('keeps focus on plus or minus while they stay usable', async () => {
      const { user } = renderDrawer([makeCartLine({ name: 'Gold ring', quantity: 1, stock: 5 })]);
      const plus = screen.getByRole('button', { name: 'Increase quantity of Gold ring' });
      await user.click(plus);
      expect(plus).toHaveFocus();
    });

    it("moves focus to the next line's Remove when a line is removed", async () => {
      const { user } = renderDrawer();
      await user.click(screen.getByRole('button', { name: 'Remove Silk scarf' }));
      expect(screen.getByRole('button', { name: 'Remove Gold ring' })).toHaveFocus();
    });

    it("moves focus to the line above's Remove when the bottom line is removed", async () => {
      const { user } = renderDrawer();
      await user.click(screen.getByRole('button', { name: 'Remove Gold ring' }));
      expect(screen.getByRole('button', { name: 'Remove Silk scarf' })).toHaveFocus();
    });

    it('moves focus to Continue shopping when the last line is removed', async () => {
      const { user } = renderDrawer([makeCartLine({ name: 'Gold ring' })]);
      await user.click(screen.getByRole('button', { name: 'Remove Gold ring' }));
      expect(screen.getByRole('button', { name: 'Continue shopping' })).toHaveFocus();
    });

    it('moves focus to Continue shopping when the cart is cleared', async () => {
      const { user } = renderDrawer();
      await user.click(screen.getByRole('button', { name: 'Clear cart' }));
      expect(screen.getByRole('button', { name: 'Continue shopping' })).toHaveFocus();
    });

    it("moves focus to the line's minus once a short line is lowered to what is left", async () => {
      const onCheckout = vi.fn();
      const { user } = renderWithProviders(
        <CartDrawer open onClose={() => {}} onCheckout={onCheckout} shortLines={[{ _id: 'p1', size: null, available: 2 }]} />,
        { preloadedState: { cart: makeCart([makeCartLine({ _id: 'p1', name: 'Gold ring', quantity: 3 })]) } },
      );
      await user.click(screen.getByRole('button', { name: 'Lower to 2' }));
      expect(screen.getByRole('button', { name: 'Decrease quantity of Gold ring' })).toHaveFocus();
    });
  });

  describe('sizes and stock', () => {
    it('shows each size of a product as its own line', () => {
      renderDrawer([
        makeCartLine({ _id: 'd1', name: 'Wrap dress', size: 'S' }),
        makeCartLine({ _id: 'd1', name: 'Wrap dress', size: 'M', quantity: 2 }),
      ]);
      expect(screen.getByLabelText('Quantity of Wrap dress, size S')).toHaveTextContent('1');
      expect(screen.getByLabelText('Quantity of Wrap dress, size M')).toHaveTextContent('2');
    });

    it('stops plus at the stock the shop reported, saying why', () => {
      renderDrawer([makeCartLine({ name: 'Gold ring', quantity: 2, stock: 2 })]);
      expect(screen.getByRole('button', { name: 'Increase quantity of Gold ring' })).toBeDisabled();
      expect(screen.getByText('That is all we have in stock.')).toBeInTheDocument();
    });

    it('stops plus at the most one order may hold of an item, saying why', async () => {
      const { user } = renderDrawer([makeCartLine({ name: 'Gold ring', quantity: MAX_QUANTITY_PER_LINE - 1, stock: 50 })]);
      const plus = screen.getByRole('button', { name: 'Increase quantity of Gold ring' });
      await user.click(plus);
      expect(screen.getByLabelText('Quantity of Gold ring')).toHaveTextContent(String(MAX_QUANTITY_PER_LINE));
      expect(plus).toBeDisabled();
      expect(plus).toHaveAccessibleDescription(`You can buy at most ${MAX_QUANTITY_PER_LINE} of each item in one order.`);
    });

    it('keeps checkout closed to more different items than one order may hold, saying why', async () => {
      const lines = Array.from({ length: MAX_LINES_PER_CHECKOUT + 1 }, (_, i) => makeCartLine({ name: `Ring ${i}` }));
      const { user, onCheckout } = renderDrawer(lines);
      const checkout = screen.getByRole('button', { name: 'Proceed to checkout' });
      expect(checkout).toBeDisabled();
      expect(checkout).toHaveAccessibleDescription(
        `One order can hold at most ${MAX_LINES_PER_CHECKOUT} different items. Please remove some to check out.`,
      );
      await user.click(screen.getByRole('button', { name: 'Remove Ring 0' }));
      expect(checkout).toBeEnabled();
      await user.click(checkout);
      expect(onCheckout).toHaveBeenCalledOnce();
    });

    it('shows which line checkout found short and lowers it on request', async () => {
      const onCheckout = vi.fn();
      const { user } = renderWithProviders(
        <CartDrawer open onClose={() => {}} onCheckout={onCheckout} shortLines={[{ _id: 'd1', size: 'M', available: 1 }]} />,
        {
          preloadedState: {
            cart: makeCart([
              makeCartLine({ _id: 'd1', name: 'Wrap dress', size: 'M', quantity: 3 }),
              makeCartLine({ _id: 'p2', name: 'Gold ring', quantity: 3 }),
            ]),
          },
        },
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Only 1 left');
      await user.click(screen.getByRole('button', { name: 'Lower to 1' }));
      expect(screen.getByLabelText('Quantity of Wrap dress, size M')).toHaveTextContent('1');
      expect(screen.getByLabelText('Quantity of Gold ring')).toHaveTextContent('3');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
