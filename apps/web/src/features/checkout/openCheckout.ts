// The checkout this tab left for the hosted payment page, so that coming back by cancelling can give its stock back.
// The hosted page's cancel address cannot name its session (Stripe fills the id in only on success), so the tab keeps it.
const OPEN_CHECKOUT_KEY = 'atelier:open-checkout';

export function rememberOpenCheckout(sessionId: string): void {
  try {
    sessionStorage.setItem(OPEN_CHECKOUT_KEY, sessionId);
  } catch {
    // Storage refused (private mode, quota): the hold then ends when the hosted page expires.
  }
}

/** The remembered checkout, forgotten as it is read: it is cancelled once. */
export function takeOpenCheckout(): string | null {
  try {
    const sessionId = sessionStorage.getItem(OPEN_CHECKOUT_KEY);
    sessionStorage.removeItem(OPEN_CHECKOUT_KEY);
    return sessionId;
  } catch {
    return null;
  }
}
