import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import UpdateProductPage from './UpdateProductPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const admin = makeUser({ role: 'admin' });

describe('update product form', () => {
  it('says the product changed since it was opened, and reloads it as it now stands when asked', async () => {
    const opened = makeProduct({ description: 'A relaxed linen dress.', stock: 10, version: 3 });
    const sold = { ...opened, description: 'A relaxed linen dress, lined.', stock: 7, version: 5 };
    let refused = false;
    const api = mockApi({
      [`GET /api/products/${opened._id}`]: () => ({ body: { product: refused ? sold : opened, reviews: [] } }),
      [`PATCH /api/products/update-product/${opened._id}`]: () => {
        refused = true;
        return { status: 409, body: { message: 'This product changed since you opened it' } };
      },
    });
    const user = userEvent.setup();
    renderAt(
      `/dashboard/update-product/${opened._id}`,
      <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />,
      admin,
    );
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Softer linen.');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await screen.findByText('Error updating product: This product changed since you opened it')).toBeInTheDocument();
    expect(await sentBodies(api, `PATCH /api/products/update-product/${opened._id}`)).toEqual([
      expect.objectContaining({ description: 'Softer linen.', version: 3 }),
    ]);
    expect(screen.getByLabelText('Description')).toHaveValue('Softer linen.');

    await user.click(screen.getByRole('button', { name: 'Reload the product' }));
    expect(await screen.findByDisplayValue('A relaxed linen dress, lined.')).toBeInTheDocument();
    expect(screen.queryByText(/This product changed since you opened it/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the product' })).not.toBeInTheDocument();
  });

  it('says before saving which lowest price the product page will show beside its "was" price', async () => {
    const onSale = makeProduct({ price: 80, oldPrice: 100, lowestPrice30Days: 90 });
    mockApi({
      [`GET /api/products/${onSale._id}`]: () => ({ body: { product: onSale, reviews: [] } }),
      [`GET /api/products/${onSale._id}/price-history`]: () => ({
        body: { lowestPrice30Days: 90, lowestPriceIfChangedNow: 80 },
      }),
    });
    const user = userEvent.setup();
    renderAt(
      `/dashboard/update-product/${onSale._id}`,
      <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />,
      admin,
    );
    expect(
      await screen.findByText('The product page shows "Lowest price in the last 30 days: $90.00" beside the "was" price.'),
    ).toBeInTheDocument();
    const price = screen.getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '70');
    expect(
      screen.getByText('Once saved, the product page shows "Lowest price in the last 30 days: $80.00" beside the "was" price.'),
    ).toBeInTheDocument();
  });
});

describe("the product's texts in French", () => {
  it('are edited on a French tab reached by keyboard, showing the English ones, and sent as translations', async () => {
    const product = {
      ...makeProduct({ name: 'Silk Scarf', description: 'Hand-rolled edges.', version: 2 }),
      translations: { fr: { name: 'Foulard en soie' } },
    };
    const api = mockApi({
      [`GET /api/products/${product._id}`]: () => ({ body: { product, reviews: [] } }),
      [`PATCH /api/products/update-product/${product._id}`]: () => ({ body: { product } }),
    });
    const user = userEvent.setup();
    renderAt(
      `/dashboard/update-product/${product._id}`,
      <Route path="/dashboard/update-product/:id" element={<UpdateProductPage />} />,
      admin,
    );
    const english = await screen.findByRole('tab', { name: 'English' });
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: 'Product name in French' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Product name' }));
    await user.tab({ shift: true });
    expect(english).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const french = screen.getByRole('tab', { name: 'Français' });
    expect(french).toHaveFocus();
    expect(french).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: 'Product name' })).not.toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Product name in French' });
    expect(name).toHaveValue('Foulard en soie');
    const description = screen.getByRole('textbox', { name: 'Description in French' });
    expect(description).toHaveValue('');
    expect(description).toHaveAttribute('placeholder', 'Hand-rolled edges.');
    expect(description).toHaveAccessibleDescription('Left empty, the English text shows.');
    await user.clear(name);
    await user.type(description, 'Bords roulottés à la main.');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(await sentBodies(api, `PATCH /api/products/update-product/${product._id}`)).toEqual([
      expect.objectContaining({
        name: 'Silk Scarf',
        translations: { fr: { name: '', description: 'Bords roulottés à la main.' } },
      }),
    ]);
  });
});
