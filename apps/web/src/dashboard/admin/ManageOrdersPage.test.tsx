import type { Order } from '@atelier/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import ManageOrdersPage from './ManageOrdersPage';

/** 45 orders, newest (#1045) first, as the server pages them; the list answers what each address asks for. */
const allOrders: Order[] = Array.from({ length: 45 }, (_, i) =>
  makeOrder({ number: 1045 - i, orderId: `pi_sandbox_${i}`, amount: 1234.5, email: `buyer${i}@example.com` }),
);

function serveOrders() {
  return mockApi({
    'GET /api/orders/': (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const number = query.get('number')?.replace('#', '');
      const matching = number ? allOrders.filter((order) => String(order.number) === number) : allOrders;
      return {
        body: {
          orders: matching.slice((page - 1) * limit, page * limit),
          totalPages: Math.ceil(matching.length / limit),
          totalOrders: matching.length,
        },
      };
    },
  });
}

/** The query of every list the page asked for, in order. */
const listQueries = (fetchSpy: ReturnType<typeof mockApi>) =>
  fetchSpy.mock.calls
    .map(([request]) => new URL(request.url))
    .filter((url) => url.pathname === '/api/orders/')
    .map((url) => Object.fromEntries(url.searchParams));

function renderManageOrders(path = '/dashboard/manage-orders') {
  renderAt(path, <Route path="/dashboard/manage-orders" element={<ManageOrdersPage />} />, makeUser({ role: 'admin' }));
  return userEvent.setup();
}

const rowsShown = () =>
  within(screen.getByRole('region', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1);

// A page of 20 rows, each with its dialogs, takes jsdom seconds to render on a busy machine.
describe('ManageOrdersPage', { timeout: 20_000 }, () => {
  it('shows 20 orders a page, each by its number (not its payment reference), customer, status, total and date', async () => {
    const fetchSpy = serveOrders();
    renderManageOrders();
    expect(await screen.findByText('#1045')).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(20);
    const columns = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(columns).toEqual(['Order', 'Order ID', 'Customer', 'Status', 'Total', 'Date', 'Actions']);
    const first = rowsShown()[0] as HTMLElement;
    for (const text of ['#1045', 'pi_sandbox_0', 'buyer0@example.com', 'Pending', '$1,234.50', 'Mar 1, 2026']) {
      expect(first).toHaveTextContent(text);
    }
    expect(screen.getByText(/a deleted order keeps its number/)).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20 of 45 orders')).toBeInTheDocument();
    expect(listQueries(fetchSpy)).toEqual([{ page: '1', limit: '20' }]);
  });

  it('moves through the pages with Previous, Next and page numbers', async () => {
    const fetchSpy = serveOrders();
    const user = renderManageOrders();
    await screen.findByText('#1045');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('#1005')).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(5);
    expect(screen.getByText('Showing 41 to 45 of 45 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('#1025')).toBeInTheDocument();
    expect(listQueries(fetchSpy).map((query) => query.page)).toEqual(['1', '3', '2']);
  });

  it('finds an order by its number, typed with or without #, and shows every order again once the box is emptied', async () => {
    const fetchSpy = serveOrders();
    const user = renderManageOrders('/dashboard/manage-orders?page=2');
    await screen.findByText('#1025');
    const box = screen.getByRole('searchbox', { name: 'Order number' });

    await user.type(box, '#1003{Enter}');
    expect(await screen.findByText('Showing 1 to 1 of 1 orders')).toBeInTheDocument();
    expect(rowsShown()[0]).toHaveTextContent('#1003');
    await user.clear(box);
    await user.type(box, '1042');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    // While the box was empty every order was shown, #1042 among them: wait for the search's own answer.
    expect(await screen.findByText('Showing 1 to 1 of 1 orders')).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(1);
    expect(rowsShown()[0]).toHaveTextContent('#1042');

    await user.clear(box);
    expect(await screen.findByText('Showing 1 to 20 of 45 orders')).toBeInTheDocument();
    // Emptying the box between the two searches showed every order too (the last time, from the page's copy).
    expect(listQueries(fetchSpy).map((query) => query.number)).toEqual([undefined, '#1003', undefined, '1042']);
    // A search starts from its first page.
    expect(listQueries(fetchSpy)[1]?.page).toBe('1');
  });

  it('says what an order number looks like when something else is typed, and asks the server nothing', async () => {
    const fetchSpy = serveOrders();
    const user = renderManageOrders();
    await screen.findByText('#1045');
    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), 'jane{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type an order number, such as 1042 or #1042.');
    expect(listQueries(fetchSpy)).toHaveLength(1);
  });

  it('says No order found! when no order has the number', async () => {
    serveOrders();
    const user = renderManageOrders();
    await screen.findByText('#1045');
    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), '999{Enter}');
    expect(await screen.findByText('No order found!')).toBeInTheDocument();
  });

  it('lists and exports the orders of the days chosen, and neither while the days run backwards', async () => {
    const fetchSpy = serveOrders();
    renderManageOrders();
    await screen.findByText('#1045');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    const link = screen.getByText('Export orders CSV');
    expect(link).toHaveAttribute('href', '/api/orders/export.csv?from=2026-04-01&to=2026-04-30');
    await screen.findByText('#1045');
    expect(listQueries(fetchSpy).at(-1)).toEqual({ page: '1', limit: '20', from: '2026-04-01', to: '2026-04-30' });

    const asked = listQueries(fetchSpy).length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-02' } });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The first day must not be after the last.')).toBeInTheDocument();
    expect(listQueries(fetchSpy)).toHaveLength(asked);
  });

  it('exports every order while no day is chosen', async () => {
    serveOrders();
    renderManageOrders();
    await screen.findByText('#1045');
    expect(screen.getByText('Export orders CSV')).toHaveAttribute('href', '/api/orders/export.csv');
  });
});
