// What surrounds the router in the browser and on the server alike: the store and the toasts.
import { lazy, type ReactNode, StrictMode, Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import type { RootState } from '../shared/store/rootReducer';
import type { AppStore } from '../shared/store/storeTypes';

const Toaster = lazy(() => import('../components/Toaster'));

/**
 * Marks the page as answering taps: on a server-rendered page, buttons only work once the browser has taken it over.
 * The browser tests wait for it before they click.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
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
        </Suspense>
      </Provider>
    </StrictMode>
  );
}
