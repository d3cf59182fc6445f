import { screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/factories';
import { renderInFrench, renderWithProviders } from '../../test/render';
import { ProductCard } from './ProductCard';

describe('ProductCard', () => {
  it('shows the price with two decimals and the former price struck through', () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: 12.5, oldPrice: 20 })} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('$20.00').closest('del')).not.toBeNull();
  });

  it('shows the label of a running automatic promotion on the products it covers, and none on others or once it ended', () => {
    const running = { label: '−20% at checkout', categories: ['jewellery' as const], startsAt: null, endsAt: null };
    const ended = { label: 'Spring sale', categories: [], startsAt: null, endsAt: '2020-01-01T00:00:00Z' };
    const preloadedState = { automaticPromotions: [ended, running] };
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Gold ring', category: 'jewellery' })} />, { preloadedState });
    expect(screen.getByText('−20% at checkout')).toBeInTheDocument();
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Linen dress', category: 'dress' })} />, { preloadedState });
    expect(screen.getAllByText('−20% at checkout')).toHaveLength(1);
    expect(screen.queryByText('Spring sale')).not.toBeInTheDocument();
  });

  it('shows no former price when there is none', () => {
    const { container } = renderWithProviders(<ProductCard product={makeProduct({ price: 9 })} />);
    expect(screen.getByText('$9.00')).toBeInTheDocument();
    expect(container.querySelector('del')).toBeNull();
  });

  it('links its name to the product page and names its picture after the product', () => {
    const product = makeProduct({ name: 'Silk scarf' });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Silk scarf' })).toHaveAttribute('href', `/shop/${product._id}`);
    expect(screen.getByRole('img', { name: 'Silk scarf' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('loads the picture at once when the card is above the fold', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Silk scarf' })} aboveFold />);
    expect(screen.getByRole('img', { name: 'Silk scarf' })).toHaveAttribute('loading', 'eager');
  });

  it('puts the product in the cart once, however often it is added', async () => {
    const product = makeProduct({ price: 30 });
    const { store, user } = renderWithProviders(<ProductCard product={product} />);
    const addButton = screen.getByRole('button', { name: /add to cart/i });
    await user.click(addButton);
    await user.click(addButton);
    const cart = store.getState().cart;
    expect(cart.products).toEqual([expect.objectContaining({ _id: product._id, quantity: 1 })]);
    expect(cart.totalPrice).toBe(30);
  });

  it('says the product was added, and that it is already in the cart when added again', async () => {
    const product = makeProduct({ name: 'Silk scarf' });
    const { user } = renderWithProviders(
      <>
        <ProductCard product={product} />
        <Toaster />
      </>,
    );
    const addButton = screen.getByRole('button', { name: /add to cart/i });
    await user.click(addButton);
    expect(await screen.findByText('Silk scarf added to your cart')).toBeInTheDocument();
    await user.click(addButton);
    expect(await screen.findByText('Silk scarf is already in your cart')).toBeInTheDocument();
  });

  it('says so in French on a French page', async () => {
    const { user } = renderInFrench(
      <>
        <ProductCard product={makeProduct({ name: 'Foulard en soie' })} />
        <Toaster />
      </>,
    );
    const addButton = screen.getByRole('button', { name: /ajouter au panier/i });
    await user.click(addButton);
    expect(await screen.findByText(/^Ajouté à votre panier\s:\sFoulard en soie$/)).toBeInTheDocument();
    await user.click(addButton);
    expect(await screen.findByText(/^Déjà dans votre panier\s:\sFoulard en soie$/)).toBeInTheDocument();
  });

  it('says a product is sold out and will not add it', () => {
    renderWithProviders(<ProductCard product={makeProduct({ name: 'Silk scarf', stock: 0 })} />);
    expect(screen.getByRole('button', { name: 'Sold out: Silk scarf' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
  });

  it('takes the shopper to the size choice of a sized product instead of adding it', () => {
    const product = makeProduct({ name: 'Wrap dress', stock: 3, sizes: [{ size: 'M', stock: 3 }] });
    renderWithProviders(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Choose a size: Wrap dress' })).toHaveAttribute('href', `/shop/${product._id}`);
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
  });
});
