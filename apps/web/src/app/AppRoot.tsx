// What surrounds the router in the browser and on the server alike: the store, the toasts, the shop's settings and
// payment config.
import { lazy, type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { playHeldTaps } from '../shared/heldTaps';
import type { RootState } from '../shared/store/rootReducer';
import type { AppStore } from '../shared/store/storeTypes';

const Toaster = lazy(() => import('../components/Toaster'));
// With the data layer, so after the page: a server-rendered page already holds the settings in its state.
const ShopSettingsSubscription = lazy(() => import('../features/settings/ShopSettingsSubscription'));
const ClientConfigSubscription = lazy(() => import('../features/checkout/ClientConfigSubscription'));
// With the data layer too: a visitor's saved products join the account once they sign in.
const WishlistSync = lazy(() => import('../features/wishlist/WishlistSync').then((module) => ({ default: module.WishlistSync })));

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
        {children}
        <MarkInteractive />
        <Suspense fallback={null}>
          <Toaster />
          <ShopSettingsSubscription />
          <ClientConfigSubscription />
          <WishlistSync />
        </Suspense>
      </Provider>
    </StrictMode>
  );
}
