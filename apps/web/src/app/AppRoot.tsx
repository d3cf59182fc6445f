// What surrounds the router in the browser and on the server alike: the store, the toasts, the shop's settings and
// payment config.
import { lazy, type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { afterFirstScreen } from '../shared/afterFirstScreen';
import { playHeldTaps } from '../shared/heldTaps';
import type { RootState } from '../shared/store/rootReducer';
import type { AppStore } from '../shared/store/storeTypes';

// After the first screen (shared/afterFirstScreen.ts), each in turn, the toaster first: a server-rendered page already
// holds the settings and payment config in its state, and a visitor's saved products join the account only once they
// sign in.
const Toaster = lazy(afterFirstScreen(() => import('../components/Toaster')));
const ShopSettingsSubscription = lazy(afterFirstScreen(() => import('../features/settings/ShopSettingsSubscription')));
const ClientConfigSubscription = lazy(afterFirstScreen(() => import('../features/checkout/ClientConfigSubscription')));
const WishlistSync = lazy(
  afterFirstScreen(() => import('../features/wishlist/WishlistSync').then((module) => ({ default: module.WishlistSync }))),
);

/**
 * Marks the page as answering taps, and plays those made before: on a server-rendered page, buttons only work once the
 * browser has taken it over.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
    playHeldTaps();
  }, []);
  return null;
}

interface AppRootProps {
  store: AppStore;
  /** The server's state, read while the browser takes over a server-rendered page (it has no user or cart). */
  serverState?: RootState;
  children: ReactNode;
}

export function AppRoot({ store, serverState, children }: AppRootProps) {
  return (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        {/* A boundary each: a part is taken over as soon as its own code is here. The toaster first of all the parts
            after the first screen (it is asked for first): a toast answers a tap, which should not wait for a page's
            lower sections to come. */}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        {children}
        <MarkInteractive />
        <Suspense fallback={null}>
          <ShopSettingsSubscription />
        </Suspense>
        <Suspense fallback={null}>
          <ClientConfigSubscription />
        </Suspense>
        <Suspense fallback={null}>
          <WishlistSync />
        </Suspense>
      </Provider>
    </StrictMode>
  );
}
