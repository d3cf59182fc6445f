import type { Order, OrderListPage } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

async function asAdmin() {
  const admin = await makeSignedInUser(t.app, t.db, 'admin');
  return (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
}

/** Orders placed on the given days (UTC noon), each of its own customer. */
const ordersPlacedOn = (...days: string[]) =>
  Promise.all(days.map((day) => makeOrder(t.db, { createdAt: new Date(`${day}T12:00:00Z`) })));

describe('order numbers', () => {
  it('follow each other in the order orders are written, and show in the order as the API answers it', async () => {
    const get = await asAdmin();
    const first = await makeOrder(t.db);
    const second = await makeOrder(t.db);
    const third = await makeOrder(t.db);
    expect(first.number).toBeGreaterThanOrEqual(1001);
    expect([second.number, third.number]).toEqual([first.number + 1, first.number + 2]);
    const res = await get(`/api/orders/order/${second.id}`);
    expect(res.json<Order>().number).toBe(second.number);
  });

  it('are never given twice, even to orders written at the same moment', async () => {
    const written = await Promise.all(Array.from({ length: 12 }, () => makeOrder(t.db)));
    const numbers = written.map((order) => order.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('finding an order by its number', () => {
  it.each([
    ['typed as digits', ''],
    ['typed with the # it is shown with', '%23'],
  ])('finds it from its number %s', async (_case, hash) => {
    const get = await asAdmin();
    const [wanted] = await ordersPlacedOn('2041-01-10', '2041-01-11');
    const res = await get(`/api/orders/?number=${hash}${wanted?.number}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order[]>().map((order) => order._id)).toEqual([wanted?.id]);
  });

  it('finds nothing for a number no order has, and nothing for a deleted order', async () => {
    const get = await asAdmin();
    const [deleted] = await ordersPlacedOn('2041-01-12');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/delete-order/${deleted?.id}`,
      headers: { cookie: (await makeSignedInUser(t.app, t.db, 'admin')).cookie },
    });
    expect((await get(`/api/orders/?number=${deleted?.number}`)).json()).toEqual([]);
    expect((await get('/api/orders/?number=999999999')).json()).toEqual([]);
  });

  it.each(['abc', '#', '10.5', '-3', '1234567890'])('refuses the number %j with 400', async (typed) => {
    const get = await asAdmin();
    const res = await get(`/api/orders/?number=${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'number must be an order number, such as 1042 or #1042' });
  });
});

describe('the orders of some days', () => {
  it('are those placed from the first day to the last, both whole days (UTC), newest first', async () => {
    const get = await asAdmin();
    const [, first, last] = await ordersPlacedOn('2042-03-09', '2042-03-10', '2042-03-12', '2042-03-13');
    const lateOnTheLastDay = await makeOrder(t.db, { createdAt: new Date('2042-03-12T23:59:59.999Z') });
    const res = await get('/api/orders/?from=2042-03-10&to=2042-03-12');
    const listed = res.json<Order[]>();
    expect(listed.map((order) => order._id)).toEqual([lateOnTheLastDay.id, last?.id, first?.id]);
  });

  it('refuses a first day after the last with 400', async () => {
    const get = await asAdmin();
    const res = await get('/api/orders/?from=2042-03-12&to=2042-03-10');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'from must not be after to' });
  });

  it('refuses a day no calendar has with 400, and takes the 29th of February of a leap year', async () => {
    const get = await asAdmin();
    const res = await get('/api/orders/?from=2042-02-29');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'from must be a date that exists' });
    expect((await get('/api/orders/?from=2044-02-29')).statusCode).toBe(200);
  });
});

describe('a page of orders', () => {
  it('holds limit orders of the page asked for, newest first, with how many pages and orders there are', async () => {
    const get = await asAdmin();
    const [oldest, middle, newest] = await ordersPlacedOn('2043-05-01', '2043-05-02', '2043-05-03');
    const range = 'from=2043-05-01&to=2043-05-31';
    const firstPage = (await get(`/api/orders/?${range}&page=1&limit=2`)).json<OrderListPage>();
    expect(firstPage.orders.map((order) => order._id)).toEqual([newest?.id, middle?.id]);
    expect(firstPage).toMatchObject({ totalPages: 2, totalOrders: 3 });
    const secondPage = (await get(`/api/orders/?${range}&page=2&limit=2`)).json<OrderListPage>();
    expect(secondPage.orders.map((order) => order._id)).toEqual([oldest?.id]);
    const pastTheEnd = (await get(`/api/orders/?${range}&page=3&limit=2`)).json<OrderListPage>();
    expect(pastTheEnd).toEqual({ orders: [], totalPages: 2, totalOrders: 3 });
  });

  it('holds 10 orders when only the page is asked for, as every list of the API does', async () => {
    const get = await asAdmin();
    await ordersPlacedOn(...Array.from({ length: 11 }, (_, i) => `2044-07-${String(i + 1).padStart(2, '0')}`));
    const page = (await get('/api/orders/?from=2044-07-01&to=2044-07-31&page=1')).json<OrderListPage>();
    expect(page.orders).toHaveLength(10);
    expect(page).toMatchObject({ totalPages: 2, totalOrders: 11 });
  });

  it('is a plain list of every order when neither page nor limit is asked for, as the spec calls it', async () => {
    const get = await asAdmin();
    await ordersPlacedOn('2045-01-01');
    const res = await get('/api/orders/');
    expect(Array.isArray(res.json())).toBe(true);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=two', 'limit must be a number'],
  ])('refuses %s with 400', async (query, message) => {
    const get = await asAdmin();
    const res = await get(`/api/orders/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('is refused to customers (403) and visitors (401)', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const asCustomer = await t.app.inject({ method: 'GET', url: '/api/orders/?page=1', headers: { cookie: customer.cookie } });
    const asVisitor = await t.app.inject({ method: 'GET', url: '/api/orders/?number=1001' });
    expect([asCustomer.statusCode, asVisitor.statusCode]).toEqual([403, 401]);
  });
});
