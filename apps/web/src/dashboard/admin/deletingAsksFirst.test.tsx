import type { Promotion, ShippingZone } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listingOf, makeOrder, makeProduct, makeUser } from '../../test/factories';
import { type MockRoutes, mockApi } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import ManageOrdersPage from './ManageOrdersPage';
import ManageProductsPage from './ManageProductsPage';
import ManageUsersPage from './ManageUsersPage';
import PromotionsPage from './PromotionsPage';
import ShippingPage from './ShippingPage';

const scarf = makeProduct({ _id: 'product-1', name: 'Garden Silk Twill Scarf' });
const ada = makeUser({ _id: 'user-1', username: 'Ada Lovelace', email: 'ada@example.com' });
const order = makeOrder({ _id: 'order-1', orderId: 'pi_3Qx7', number: 1042, email: 'ada@example.com' });
const unitedStates: ShippingZone = {
  _id: 'zone-1',
  name: 'United States',
  countries: ['US'],
  methods: [
    { _id: 'method-1', name: 'Standard', price: 5, freeFrom: null, minDays: 3, maxDays: 5, active: true, translations: {} },
  ],
  taxRate: 5,
  categoryTaxRates: {},
  version: 3,
};
const welcome: Promotion = {
  _id: 'promotion-1',
  code: 'WELCOME10',
  label: 'Welcome: 10% off',
  kind: 'percentage',
  value: 10,
  categories: [],
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  active: true,
  used: 0,
  state: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  translations: {},
};

interface Screen {
  path: string;
  page: ReactElement;
  list: MockRoutes;
  deleteRoute: string;
  /** The accessible name of the row's Delete button. */
  rowButton: string;
  question: string;
  /** What the dialog says the deletion does, when it must say more than what goes. */
  warning?: string;
  /** The dialog's button that goes ahead. */
  confirm?: string;
  /** For a deletion saved with the rest of a form: the button that saves, and whether a sent body deletes. */
  staged?: { save: string; deletes: (body: unknown) => boolean };
}

const screens: Array<[string, Screen]> = [
  [
    'manage products',
    {
      path: '/dashboard/manage-products',
      page: <ManageProductsPage />,
      list: { 'GET /api/products': { body: listingOf([scarf]) } },
      deleteRoute: 'DELETE /api/products/product-1',
      rowButton: 'Delete Garden Silk Twill Scarf',
      question: "Delete 'Garden Silk Twill Scarf'?",
    },
  ],
  [
    'manage orders',
    {
      path: '/dashboard/manage-orders',
      page: <ManageOrdersPage />,
      list: { 'GET /api/orders/': { body: { orders: [order], totalPages: 1, totalOrders: 1 } } },
      deleteRoute: 'DELETE /api/orders/delete-order/order-1',
      rowButton: 'Delete order #1042',
      question: 'Delete order #1042?',
    },
  ],
  [
    'users',
    {
      path: '/dashboard/users',
      page: <ManageUsersPage />,
      list: { 'GET /api/auth/users': { body: [ada] } },
      deleteRoute: 'DELETE /api/auth/users/user-1',
      rowButton: 'Delete ada@example.com',
      question: "Delete 'Ada Lovelace' (ada@example.com)?",
    },
  ],
  [
    'shipping, a zone',
    {
      path: '/dashboard/shipping',
      page: <ShippingPage />,
      list: { 'GET /api/shipping/zones': { body: [unitedStates] } },
      deleteRoute: 'DELETE /api/shipping/zones/zone-1',
      rowButton: 'Delete zone United States',
      question: "Delete the zone 'United States'?",
      warning: 'It is the only zone serving United States: shoppers there will no longer be able to check out.',
      confirm: 'Delete zone',
    },
  ],
  [
    'shipping, a method',
    {
      path: '/dashboard/shipping',
      page: <ShippingPage />,
      list: { 'GET /api/shipping/zones': { body: [unitedStates] } },
      deleteRoute: 'PUT /api/shipping/zones/zone-1',
      rowButton: 'Delete method Standard',
      question: "Delete 'Standard'?",
      warning: 'It is the only delivery method offered to United States: shoppers there will no longer be able to check out.',
      confirm: 'Delete method',
      staged: {
        save: 'Save zone',
        deletes: (body) => !(body as ShippingZone).methods.some((method) => method._id === 'method-1'),
      },
    },
  ],
  [
    'promotions',
    {
      path: '/dashboard/promotions',
      page: <PromotionsPage />,
      list: { 'GET /api/promotions': { body: [welcome] } },
      deleteRoute: 'PUT /api/promotions/promotion-1',
      rowButton: 'Deactivate WELCOME10',
      question: "Deactivate 'WELCOME10'?",
      confirm: 'Deactivate',
    },
  ],
];

function renderScreen({ path, page, list, deleteRoute, staged }: Screen) {
  const sent: unknown[] = [];
  mockApi({
    ...list,
    [deleteRoute]: async (request) => {
      sent.push(request.method === 'PUT' ? await request.json() : null);
      return { body: staged ? unitedStates : { message: 'Deleted' } };
    },
  });
  renderAt(path, <Route path={path} element={page} />, makeUser({ role: 'admin' }));
  const deletesSent = () => sent.filter((body) => !staged || staged.deletes(body)).length;
  /** A form that saves its deletions sends them with its save: it is saved, so a deletion it holds would be sent. */
  const saveForm = async (user: ReturnType<typeof userEvent.setup>) => {
    if (!staged) return;
    await user.click(screen.getByRole('button', { name: staged.save }));
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
  };
  return { deletesSent, saveForm };
}

describe.each(screens)('deleting on %s', (_name, screenUnderTest) => {
  it('asks first, naming what goes, with Cancel focused; only the dialog’s Delete deletes', async () => {
    const user = userEvent.setup();
    const { deletesSent, saveForm } = renderScreen(screenUnderTest);
    await user.click(await screen.findByRole('button', { name: screenUnderTest.rowButton }));

    const dialog = await screen.findByRole('alertdialog', { name: screenUnderTest.question });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    if (screenUnderTest.warning) expect(dialog).toHaveAccessibleDescription(expect.stringContaining(screenUnderTest.warning));
    expect(deletesSent()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: screenUnderTest.confirm ?? 'Delete' }));
    await saveForm(user);
    await waitFor(() => expect(deletesSent()).toBe(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('deletes nothing on Cancel or Esc', async () => {
    const user = userEvent.setup();
    const { deletesSent, saveForm } = renderScreen(screenUnderTest);
    const rowButton = await screen.findByRole('button', { name: screenUnderTest.rowButton });

    await user.click(rowButton);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(rowButton);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await saveForm(user);
    expect(deletesSent()).toBe(0);
  });

  it('deletes nothing when Enter is pressed on the row’s Delete, even twice', async () => {
    const user = userEvent.setup();
    const { deletesSent, saveForm } = renderScreen(screenUnderTest);
    (await screen.findByRole('button', { name: screenUnderTest.rowButton })).focus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: screenUnderTest.question });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await saveForm(user);
    expect(deletesSent()).toBe(0);
  });
});
