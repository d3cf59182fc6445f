// A cart line and the cart's summary on a French page: every text in French.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, makeCartLine } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderInFrench } from '../../test/render';
import { CartGrandTotal } from './CartGrandTotal';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';

describe('the cart in French', () => {
  it('names a sized line, its size and its buttons in French, and a line sold out since', () => {
    const line = makeCartLine({ name: 'Robe en lin', size: 'M', quantity: 2 });
    renderInFrench(
      <ul>
        <CartLineItem line={line} short={{ _id: line._id, size: 'M', available: 0 }} onRemoved={() => {}} />
      </ul>,
    );
    expect(screen.getByText('Taille M')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Épuisé');
    expect(screen.getByRole('button', { name: 'Diminuer la quantité de Robe en lin, taille M' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Augmenter la quantité de Robe en lin, taille M' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retirer Robe en lin, taille M' })).toHaveLength(2);
  });

  it('sums the cart up in French, a free delivery included', () => {
    const cart = makeCart([makeCartLine({ price: 20, quantity: 2 })]);
    renderInFrench(<CartSummary cart={cart} delivery={{ name: 'Colissimo', price: 0 }} />);
    expect(screen.getByRole('heading', { name: 'Récapitulatif de la commande' })).toBeInTheDocument();
    expect(screen.getByText('Articles choisis')).toBeInTheDocument();
    expect(screen.getByText('Prix total')).toBeInTheDocument();
    expect(screen.getByText('Livraison (Colissimo)')).toBeInTheDocument();
    expect(screen.getByText('Offerte')).toBeInTheDocument();
    expect(screen.getByText(/^Taxes \(\d+\s%\)$/)).toBeInTheDocument();
  });

  it('says which delivery the total includes without naming delivery twice', () => {
    renderInFrench(<CartGrandTotal goodsTotal={50} delivery={{ name: 'Livraison standard', price: 5.95 }} />);
    expect(screen.getByText(/^Y compris\s:\sLivraison standard$/)).toBeInTheDocument();
  });

  it("names a line put in the cart on an English page by the product's French name", async () => {
    mockApi({ 'GET /api/products/p1?lang=fr': { body: { product: { _id: 'p1', name: 'Robe en lin' } } } });
    const line = makeCartLine({ _id: 'p1', name: 'Linen dress', quantity: 2 });
    renderInFrench(
      <ul>
        <CartLineItem line={line} onRemoved={() => {}} />
      </ul>,
    );
    expect(await screen.findByText('Robe en lin')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantité de Robe en lin')).toHaveTextContent('2');
    expect(screen.queryByText('Linen dress')).not.toBeInTheDocument();
  });
});
