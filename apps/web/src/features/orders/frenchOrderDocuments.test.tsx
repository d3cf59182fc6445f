// An order's documents and refunds on a French page: their names, reasons and dates in French.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/factories';
import { renderInFrench } from '../../test/render';
import { OrderDocuments } from './OrderDocuments';
import { OrderRefunds } from './OrderRefunds';

describe('an order’s documents and refunds in French', () => {
  it('links the invoice and a credit note under French names, dated the French way', () => {
    const order = makeOrder({
      invoice: { number: 'INV-7', issuedAt: '2026-12-02T10:00:00.000Z', url: '/api/invoices/INV-7/pdf' },
      creditNotes: [{ number: 'CN-2', issuedAt: '2026-12-03T10:00:00.000Z', url: '/api/invoices/CN-2/pdf', amount: -5 }],
    });
    renderInFrench(<OrderDocuments order={order} />);
    expect(screen.getByRole('list', { name: 'Facture et avoirs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facture INV-7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avoir CN-2' })).toBeInTheDocument();
    expect(screen.getByText('2 décembre 2026')).toBeInTheDocument();
  });

  it('says why each refund was made, and for which lines, in French', () => {
    const refund = {
      _id: 'r1',
      amount: 20,
      reason: 'sold_out' as const,
      status: 'settled' as const,
      shipping: 0,
      lines: [],
      refundedBy: 'Anne',
      createdAt: '2026-12-02T10:00:00.000Z',
    };
    renderInFrench(<OrderRefunds refunds={[refund]} showWho />);
    expect(screen.getByRole('list', { name: 'Remboursements' })).toBeInTheDocument();
    expect(screen.getByText(/^Épuisé pendant le paiement · 2 décembre 2026/)).toBeInTheDocument();
    expect(screen.getByText('Aucun article précisé · par Anne')).toBeInTheDocument();
  });
});
