import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderInFrench, renderWithProviders } from '../../test/render';
import { rememberOpenCheckout } from './openCheckout';
import { useCancelledCheckout } from './useCancelledCheckout';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

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

  it('says the order stands when its payment came before the cancel', async () => {
    mockApi({ [CANCEL]: { status: 409, body: { message: 'This checkout has been paid' } } });
    rememberOpenCheckout('cs_sandbox_abc');
    renderWithProviders(<BackFromCheckout />, { route: '/?checkout=cancelled' });
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        'Your payment went through before the cancel, so your order stands: find it in your orders.',
      ),
    );
  });

  it('says so in French on a French page', async () => {
    mockApi({ [CANCEL]: { body: { message: 'Checkout cancelled' } } });
    rememberOpenCheckout('cs_sandbox_abc');
    renderInFrench(<BackFromCheckout />, { route: '/fr?checkout=cancelled' });
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        'Paiement annulé\u00a0: rien n’a été débité, et votre panier est tel que vous l’avez laissé.',
      ),
    );
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
