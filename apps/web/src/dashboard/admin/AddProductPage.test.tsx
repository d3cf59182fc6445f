import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/factories';
import { renderAt } from '../../test/render';
import AddProductPage from './AddProductPage';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const createProduct = vi.fn();
vi.mock('../../features/products/api', () => ({ useCreateProductMutation: () => [createProduct, { isLoading: false }] }));
vi.mock('../../features/uploads/api', () => ({ useUploadImageMutation: () => [vi.fn()] }));

const admin = makeUser({ role: 'admin' });

/** Opens the form and fills every field but `leaveOut`. */
async function fillForm(leaveOut?: 'Description') {
  const user = userEvent.setup();
  renderAt('/dashboard/add-new-post', <Route path="/dashboard/add-new-post" element={<AddProductPage />} />, admin);
  await user.type(screen.getByPlaceholderText('Ex: Diamond Earrings'), 'Pearl drops');
  await user.selectOptions(screen.getByLabelText('Category'), 'jewellery');
  await user.selectOptions(screen.getByLabelText('Color'), 'gold');
  await user.type(screen.getByLabelText('Price'), '89.5');
  if (leaveOut !== 'Description') await user.type(screen.getByLabelText('Description'), 'Freshwater pearls on gold hooks.');
  return user;
}

describe('add product form', () => {
  beforeEach(() => {
    createProduct.mockReset();
    vi.mocked(toast.error).mockClear();
  });

  it('blocks a product with a missing field and sends nothing', async () => {
    const user = await fillForm('Description');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(toast.error).toHaveBeenCalledWith('Please fill in all fields.');
    expect(createProduct).not.toHaveBeenCalled();
  });

  it('sends a complete product, its price as a number, and goes to the shop', async () => {
    createProduct.mockReturnValue({ unwrap: () => Promise.resolve({ message: 'ok' }) });
    const user = await fillForm();
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '6');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(toast.error).not.toHaveBeenCalled();
    expect(createProduct).toHaveBeenCalledWith({
      name: 'Pearl drops',
      category: 'jewellery',
      color: 'gold',
      price: 89.5,
      description: 'Freshwater pearls on gold hooks.',
      image: '',
      sizes: [],
      author: admin._id,
    });
    expect(toast.success).toHaveBeenCalledWith('Product added successfully!');
    expect(await screen.findByTestId('location')).toHaveTextContent('/shop');
  });
});
