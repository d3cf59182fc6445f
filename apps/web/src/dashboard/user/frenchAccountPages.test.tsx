// The customer's account pages on a French page (`/fr/dashboard/…`): the dashboard's frame, the figures, orders,
// payments, profile and reviews speak French, with none of the English catalogue's phrases on them.
import type { BalanceEntryAnswer } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readableTexts, slippedIn } from '../../test/englishPhrases';
import { makeOrder, makeOrderLine, makeReview, makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import DashboardApp from '../DashboardApp';

const jane = makeUser({ _id: 'user-1', username: 'jane', email: 'jane@example.com', bio: '', profession: 'Architecte' });
const refund: BalanceEntryAnswer = {
  _id: 'entry-1',
  kind: 'refund',
  amount: 20,
  held: 0,
  orderId: 'order-1',
  by: null,
  reason: '',
  createdAt: '2026-03-05T09:00:00.000Z',
};

function renderInFrench(path: string) {
  return renderWithProviders(<DashboardApp />, {
    route: path,
    path: '/dashboard/*',
    preloadedState: { language: 'fr', auth: { user: jane } },
  });
}

const englishOnThePage = () => slippedIn(readableTexts(document.body));

describe('the customer’s account pages in French', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/stats/user-stats/jane%40example.com': {
        body: { totalPayments: 120.5, totalReviews: 1, totalPurchasedProducts: 3 },
      },
      'GET /api/orders/jane%40example.com': {
        body: [
          makeOrder({
            number: 1042,
            status: 'shipped',
            amount: 84,
            refundedAmount: 20,
            products: [makeOrderLine(), makeOrderLine()],
            createdAt: '2026-03-04T10:00:00.000Z',
          }),
        ],
      },
      'GET /api/store-credit': { body: { balance: 20, entries: [refund] } },
      'GET /api/reviews/user-1': {
        body: [{ ...makeReview({ createdAt: '2026-03-06T10:00:00.000Z', hidden: true }), productName: 'Robe en lin' }],
      },
      'GET /api/auth/sessions': {
        body: [{ _id: 's', device: 'Firefox', createdAt: jane.createdAt, lastSeenAt: jane.createdAt, current: true }],
      },
    });
  });

  it('greets the customer and names her figures and the dashboard’s links in French', async () => {
    renderInFrench('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bienvenue, jane\u00a0!' })).toBeInTheDocument();
    expect(await screen.findByText('Total des paiements')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Tableau de bord' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Paiements' })).toBeInTheDocument();
    expect(screen.getAllByText('Retour à la boutique').length).toBeGreaterThan(0);
    expect(englishOnThePage()).toEqual([]);
  });

  it('lists the orders with their number, count, status and date in French', async () => {
    renderInFrench('/dashboard/orders');
    const order = await screen.findByRole('link', { name: /Commande #1042/ });
    expect(order).toHaveTextContent('4 mars 2026 · 2 articles');
    expect(order).toHaveTextContent('Expédiée');
    expect(englishOnThePage()).toEqual([]);
  });

  it('shows the payments, what came back and the store credit in French', async () => {
    renderInFrench('/dashboard/payments');
    expect(await screen.findByText('Total payé')).toBeInTheDocument();
    expect(await screen.findByText(/remboursés$/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Avoir' })).toBeInTheDocument();
    expect(screen.getByText(/^Remboursement · 5 mars 2026/)).toBeInTheDocument();
    expect(englishOnThePage()).toEqual([]);
  });

  it('shows the profile, its forms and the profile editor in French', async () => {
    const { user } = renderInFrench('/dashboard/profile');
    expect(await screen.findByText('Dernière activité le', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Non renseigné')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Écrivez-moi au sujet de mon panier et des nouveautés' })).toBeInTheDocument();
    expect(englishOnThePage()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Modifier le profil' }));
    expect(await screen.findByRole('dialog', { name: 'Modifier le profil' })).toBeInTheDocument();
    expect(englishOnThePage()).toEqual([]);
  });

  it('lists the reviews with their date and a hidden one’s note in French', async () => {
    renderInFrench('/dashboard/reviews');
    expect(await screen.findByRole('link', { name: 'Robe en lin' })).toBeInTheDocument();
    expect(screen.getByText('6 mars 2026')).toBeInTheDocument();
    expect(screen.getByText(/^Masqué par la boutique/)).toBeInTheDocument();
    expect(englishOnThePage()).toEqual([]);
  });
});
