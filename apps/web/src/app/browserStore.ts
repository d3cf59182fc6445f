// The browser's store: the cart kept across visits, and the server's answers handed to the data layer when it joins.
// Made over plain Redux, not RTK's configureStore: the first download carries no Redux Toolkit (docs/decisions/152).
import { languageOfPath } from '@atelier/domain';
import { applyMiddleware, legacy_createStore, type Middleware } from 'redux';
import { keepCartStored, loadStoredCart } from '../features/cart/cartStorage';
import { analyticsMiddleware } from '../shared/analytics/analyticsMiddleware';
import { pageStart, serverRender } from '../shared/serverRender';
import { dataLayerAdded, dataLayerMiddleware, whenDataLayerAdded } from '../shared/store/dataLayer';
import { rootReducer } from '../shared/store/rootReducer';
import type { AppStore } from '../shared/store/storeTypes';

/** Runs a dispatched function with the store (RTK Query's requests are such thunks), as configureStore's default does. */
const thunk: Middleware = (store) => (next) => (action) =>
  typeof action === 'function' ? action(store.dispatch, store.getState, undefined) : next(action);

/** What the page's HTML brought for the frame: the settings and payment config it was drawn with, or its page start. */
const frame = serverRender()?.state ?? pageStart();

export const store = legacy_createStore(
  rootReducer,
  // The header shows the same name as the HTML, and the announcement and demo notice come in the first frame.
  {
    cart: loadStoredCart(),
    shop: frame?.shop ?? null,
    clientConfig: frame?.clientConfig ?? null,
    automaticPromotions: frame?.automaticPromotions ?? [],
    // The server imports this module with the router, and has no location.
    language: languageOfPath(globalThis.location?.pathname ?? '/'),
  },
  applyMiddleware(thunk, dataLayerMiddleware, analyticsMiddleware),
) as AppStore;
keepCartStored(store);
// A reducer added to a running store has no state until the next action; RTK Query needs its state at once.
whenDataLayerAdded(() => store.dispatch(dataLayerAdded(serverRender()?.state)));
