import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClientConfig, makeProduct } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { ProductDetails } from './ProductDetails';
import { dayOf } from './sendDay';

const dress = makeProduct({
  name: 'Wrap dress',
  stock: 7,
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 3 },
    { size: 'L', stock: 4 },
  ],
});

describe('ProductDetails', () => {
  it('offers the sizes as a radio group, a sold-out size disabled and marked', () => {
    renderWithProviders(<ProductDetails product={dress} />);
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S (sold out)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
  });

  it('keeps Add to cart disabled until a size is chosen, then adds that size', async () => {
    const { store, user } = renderWithProviders(<ProductDetails product={dress} />);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await user.click(add);
    expect(store.getState().cart.products).toMatchObject([{ _id: dress._id, size: 'M', quantity: 1, stock: 3 }]);
  });

  it('says when few are left of a one-size product, and adds it without a size', async () => {
    const { store, user } = renderWithProviders(<ProductDetails product={makeProduct({ stock: 2 })} />);
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.products[0]).not.toHaveProperty('size');
  });

  it('shows a sold-out product as sold out, its button disabled', () => {
    renderWithProviders(<ProductDetails product={makeProduct({ stock: 0 })} />);
    expect(screen.getByText('Sold out', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('shows the lowest price of the last 30 days beside a reduction, and nothing of it without one', () => {
    const { unmount } = renderWithProviders(
      <ProductDetails product={makeProduct({ price: 80, oldPrice: 100, lowestPrice30Days: 60 })} />,
    );
    expect(screen.getByText('Lowest price in the last 30 days: $60.00')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductDetails product={makeProduct({ price: 80 })} />);
    expect(screen.queryByText(/Lowest price in the last 30 days/)).not.toBeInTheDocument();
  });

  it('shows the price, the was price and the lowest of 30 days in the shop’s currency', () => {
    renderWithProviders(<ProductDetails product={makeProduct({ price: 80, oldPrice: 100, lowestPrice30Days: 60 })} />, {
      preloadedState: { clientConfig: makeClientConfig({ currency: 'EUR', pricesIncludeTax: true }) },
    });
    expect(screen.getByText('€80.00')).toBeInTheDocument();
    expect(screen.getByText('€100.00')).toBeInTheDocument();
    expect(screen.getByText('Lowest price in the last 30 days: €60.00')).toBeInTheDocument();
  });

  describe('a gift card', () => {
    const giftCard = {
      ...makeProduct({ name: 'Gift card', price: 25, stock: 0 }),
      giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 300 },
    };
    const fill = async (user: ReturnType<typeof renderWithProviders>['user'], recipientName: string, recipientEmail: string) => {
      await user.type(screen.getByLabelText("Recipient's name"), recipientName);
      await user.type(screen.getByLabelText("Recipient's email"), recipientEmail);
    };

    it('offers its amounts as a radio group, with no size and no stock, and adds one line per recipient', async () => {
      const { store, user } = renderWithProviders(<ProductDetails product={giftCard} />);
      expect(await screen.findByRole('group', { name: 'Amount' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Size' })).not.toBeInTheDocument();
      expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: '$50.00' }));
      await fill(user, 'Anna', 'anna@example.com');
      await user.type(screen.getByLabelText('Message (optional)'), 'Happy birthday');
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await user.clear(screen.getByLabelText("Recipient's name"));
      await user.clear(screen.getByLabelText("Recipient's email"));
      await fill(user, 'Ben', 'ben@example.com');
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(store.getState().cart.products).toEqual([
        expect.objectContaining({
          _id: giftCard._id,
          price: 50,
          quantity: 1,
          giftCard: { amount: 50, recipientName: 'Anna', recipientEmail: 'anna@example.com', message: 'Happy birthday' },
        }),
        expect.objectContaining({
          price: 50,
          giftCard: { amount: 50, recipientName: 'Ben', recipientEmail: 'ben@example.com', message: 'Happy birthday' },
        }),
      ]);
      expect(store.getState().cart.tax).toBe(0);
    });

    it('takes another amount only within the owner’s limits, and marks what is missing', async () => {
      const { store, user } = renderWithProviders(<ProductDetails product={giftCard} />);
      await user.click(await screen.findByRole('radio', { name: 'Another amount' }));
      const custom = screen.getByLabelText('Your amount, from $10.00 to $300.00');
      await user.type(custom, '500');
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(custom).toHaveAccessibleDescription('Enter an amount from $10.00 to $300.00.');
      expect(custom).toHaveFocus();
      expect(screen.getByLabelText("Recipient's email")).toHaveAccessibleDescription(
        "Enter the recipient's email, like name@example.com.",
      );
      expect(store.getState().cart.products).toEqual([]);
      await user.clear(custom);
      await user.type(custom, '75');
      await fill(user, 'Anna', 'anna@example.com');
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(store.getState().cart.products[0]?.giftCard?.amount).toBe(75);
    });

    it('refuses a send date more than a year ahead, and asks for 9 in the morning of the day chosen', async () => {
      const { store, user } = renderWithProviders(<ProductDetails product={giftCard} />);
      const sendOn = await screen.findByLabelText('Send on (optional)');
      await fill(user, 'Anna', 'anna@example.com');
      const later = new Date();
      later.setFullYear(later.getFullYear() + 2);
      await user.type(sendOn, later.toISOString().slice(0, 10));
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(sendOn).toHaveAccessibleDescription(/Choose a day from today to a year ahead\./);
      expect(store.getState().cart.products).toEqual([]);
      await user.clear(sendOn);
      const soon = new Date();
      soon.setDate(soon.getDate() + 30);
      await user.type(sendOn, dayOf(soon));
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      soon.setHours(9, 0, 0, 0);
      expect(store.getState().cart.products[0]?.giftCard?.sendAt).toBe(soon.toISOString());
    });
  });
});
