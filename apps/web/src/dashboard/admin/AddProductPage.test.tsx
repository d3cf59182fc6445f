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
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveFocus();
    expect(category).toBeInvalid();
    expect(category).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveAccessibleDescription('Choose a colour.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Write a description.');
    expect(screen.getByLabelText('Description')).toBeInvalid();
    expect(screen.getByPlaceholderText('Ex: Diamond Earrings')).toBeValid();
    expect(screen.getByLabelText('Price')).toBeValid();
    expect(await sentBodies(api, CREATE)).toEqual([]);
  });

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
});
