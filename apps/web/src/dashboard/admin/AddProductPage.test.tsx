import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, makeUser } from '../../test/factories';
import { type MockRoutes, mockApi, sentBodies } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import AddProductPage from './AddProductPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const admin = makeUser({ role: 'admin' });
const CREATE = 'POST /api/products/create-product';

/** Opens the form with the API answering `routes`; answers what the server received. */
function openForm(routes: MockRoutes = {}) {
  const api = mockApi(routes);
  renderAt('/dashboard/add-new-post', <Route path="/dashboard/add-new-post" element={<AddProductPage />} />, admin);
  return { api, user: userEvent.setup() };
}

/** Fills every field but `leaveOut`, the price with `price`. */
async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { leaveOut, price = '89.5' }: { leaveOut?: 'Description'; price?: string } = {},
) {
  await user.type(screen.getByPlaceholderText('Ex: Diamond Earrings'), 'Pearl drops');
  await user.selectOptions(screen.getByLabelText('Category'), 'jewellery');
  await user.selectOptions(screen.getByLabelText('Colour'), 'gold');
  await user.type(screen.getByLabelText('Price'), price);
  if (leaveOut !== 'Description') await user.type(screen.getByLabelText('Description'), 'Freshwater pearls on gold hooks.');
}

describe('add product form', () => {
  beforeEach(() => {
    vi.mocked(toast.error).mockClear();
    vi.mocked(toast.success).mockClear();
  });

  it('blocks a product with a missing field and sends nothing', async () => {
    const { api, user } = openForm();
    await fillForm(user, { leaveOut: 'Description' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(toast.error).toHaveBeenCalledWith('Please fill in all fields.');
    expect(await sentBodies(api, CREATE)).toEqual([]);
  });

  it('marks each missing field beside it with its message and focuses the first one, keeping the toast', async () => {
    const { api, user } = openForm();
    await user.type(screen.getByPlaceholderText('Ex: Diamond Earrings'), 'Pearl drops');
    await user.type(screen.getByLabelText('Price'), '89.5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(toast.error).toHaveBeenCalledWith('Please fill in all fields.');
    // The description comes first: the texts lead the form, on their English tab.
    expect(screen.getByLabelText('Description')).toHaveFocus();
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toBeInvalid();
    expect(category).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveAccessibleDescription('Choose a colour.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Write a description.');
    expect(screen.getByLabelText('Description')).toBeInvalid();
    expect(screen.getByPlaceholderText('Ex: Diamond Earrings')).toBeValid();
    expect(screen.getByLabelText('Price')).toBeValid();
    expect(await sentBodies(api, CREATE)).toEqual([]);
  });

  it('brings the English tab back to show an English text left empty, keeping the French typed', async () => {
    const { api, user } = openForm({ [CREATE]: { status: 201, body: { message: 'Product created', product: makeProduct() } } });
    await fillForm(user, { leaveOut: 'Description' });
    await user.click(screen.getByRole('tab', { name: 'Français' }));
    await user.type(screen.getByRole('textbox', { name: 'Description in French' }), 'Perles.');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Pearls.');
    expect(screen.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await sentBodies(api, CREATE)).toEqual([
      expect.objectContaining({
        description: 'Pearls.',
        translations: { fr: { description: 'Perles.' } },
      }),
    ]);
  }, 30_000);

  it('takes the mark off a field once it is filled, and marks the name and price when they are the ones missing', async () => {
    const { user } = openForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const name = screen.getByPlaceholderText('Ex: Diamond Earrings');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter the product name.');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Enter a price.');

    await user.type(name, 'Pearl drops');
    expect(name).toBeValid();
    expect(screen.queryByText('Enter the product name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toBeInvalid();
  });

  it('sends a complete product, its price as a number, and goes to the shop', async () => {
    const created = makeProduct({ name: 'Pearl drops', category: 'jewellery', color: 'gold', price: 89.5 });
    const { api, user } = openForm({ [CREATE]: { status: 201, body: { message: 'Product created', product: created } } });
    await fillForm(user);
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '6');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/shop');
    expect(await sentBodies(api, CREATE)).toEqual([
      {
        name: 'Pearl drops',
        category: 'jewellery',
        color: 'gold',
        price: 89.5,
        description: 'Freshwater pearls on gold hooks.',
        image: '',
        sizes: [],
        author: admin._id,
      },
    ]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Product added successfully!');
  });

  it('shows the reason the server refuses the product, keeping what was typed', async () => {
    const { user } = openForm({ [CREATE]: { status: 400, body: { message: 'Price must be below $100,000' } } });
    await fillForm(user, { price: '100000' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Error adding product: Price must be below $100,000')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ex: Diamond Earrings')).toHaveValue('Pearl drops');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('makes a gift card: its amounts and custom limits in place of price, sizes and stock', async () => {
    const { api, user } = openForm({ [CREATE]: { status: 201, body: { product: makeProduct() } } });
    await user.click(screen.getByRole('checkbox', { name: /Sold as a gift card/ }));
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Stock' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Ex: Diamond Earrings'), 'Gift card');
    await user.selectOptions(screen.getByLabelText('Category'), 'accessories');
    await user.selectOptions(screen.getByLabelText('Colour'), 'gold');
    await user.type(screen.getByLabelText('Description'), 'For someone you love.');
    await user.type(screen.getByLabelText('Amounts, separated by commas'), '25, 50, 100');
    await user.type(screen.getByLabelText('Smallest custom amount (optional)'), '10');
    await user.type(screen.getByLabelText('Largest custom amount (optional)'), '300');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await expect.poll(() => sentBodies(api, CREATE)).toHaveLength(1);
    const [body] = (await sentBodies(api, CREATE)) as [Record<string, unknown>];
    expect(body).toMatchObject({ name: 'Gift card', giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 300 } });
    expect(body).not.toHaveProperty('sizes');
    expect(body).not.toHaveProperty('stock');
  });
});
