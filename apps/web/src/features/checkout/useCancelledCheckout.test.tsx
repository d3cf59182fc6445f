import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { rememberOpenCheckout } from './openCheckout';
import { useCancelledCheckout } from './useCancelledCheckout';

const CANCEL = 'POST /api/orders/cancel-checkout-session';

function BackFromCheckout() {
  useCancelledCheckout();
  return null;
}

afterEach(() => sessionStorage.clear());

describe('coming back from the hosted payment page', () => {
  it('cancels the checkout this tab opened when the shopper cancelled, once, and drops the marker from the address', async () => {
    const fetchSpy = mockApi({ [CANCEL]: { body: { message: 'Checkout cancelled' } } });
    rememberOpenCheckout('cs_sandbox_abc');
    const { router } = renderWithProviders(<BackFromCheckout />, { route: '/?checkout=cancelled' });
    await expect.poll(() => sentBodies(fetchSpy, CANCEL)).toEqual([{ session_id: 'cs_sandbox_abc' }]);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.length).toBe(0);
  });

  it('cancels nothing on an ordinary visit', async () => {
    const fetchSpy = mockApi({ [CANCEL]: { body: { message: 'Checkout cancelled' } } });
    rememberOpenCheckout('cs_sandbox_abc');
    renderWithProviders(<BackFromCheckout />, { route: '/shop' });
    await Promise.resolve();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(1);
  });

  it('asks nothing when this tab opened no checkout', async () => {
    const fetchSpy = mockApi({ [CANCEL]: { body: { message: 'Checkout cancelled' } } });
    const { router } = renderWithProviders(<BackFromCheckout />, { route: '/?checkout=cancelled' });
    await expect.poll(() => router.state.location.search).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
