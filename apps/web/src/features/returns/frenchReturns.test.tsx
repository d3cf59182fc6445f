// A return and the question before calling one off, on a French page: every text in French.
import type { Return } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { renderInFrench } from '../../test/render';
import { ReturnCard } from './ReturnCard';

const received: Return = {
  _id: 'return-1',
  orderId: 'order-1',
  orderNumber: 12,
  email: 'jeanne@example.com',
  status: 'received',
  note: 'Trop juste aux épaules',
  lines: [
    {
      _id: 'line-1',
      lineId: 'order-line-1',
      name: 'Robe en lin',
      size: 'M',
      quantity: 1,
      reason: 'too-small',
      exchangeSize: 'L',
      receivedQuantity: 1,
      damagedQuantity: 0,
    },
  ],
  history: [{ status: 'requested', changedAt: '2026-12-02T10:00:00.000Z', note: '' }],
  replacementOrderId: 'order-2',
  refundedAmount: 0,
  createdAt: '2026-12-02T10:00:00.000Z',
  updatedAt: '2026-12-02T10:00:00.000Z',
};

describe('returns in French', () => {
  it('a return says what goes back, why, and what became of it, in French', () => {
    renderInFrench(<ReturnCard ret={received} />);
    const card = screen.getByRole('article', { name: 'Retour de la commande n°\u00a012' });
    expect(card).toHaveTextContent('Demandé le 2 décembre 2026');
    expect(within(card).getByText('reçu')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Articles renvoyés' })).toHaveTextContent(
      '1 × Robe en lin (M) · Trop petit · échange contre la taille L · 1 arrivé',
    );
    // French quotes, held to their words by no-break spaces.
    expect(within(card).getByText(/Trop juste/).textContent).toBe('«\u00a0Trop juste aux épaules\u00a0»');
    expect(within(card).getByRole('link', { name: 'Voir la commande de remplacement' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Historique du retour' })).toHaveTextContent('demandé');
  });

  it('the question before deleting asks in French, French punctuation and all', () => {
    renderInFrench(
      <ConfirmDeleteDialog
        open
        named="Écharpe en soie"
        consequence="Elle quitte la boutique."
        onCancel={() => {}}
        onDelete={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer Écharpe en soie\u00a0?' });
    expect(dialog).toHaveTextContent('Elle quitte la boutique. Cette action est irréversible.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });
});
