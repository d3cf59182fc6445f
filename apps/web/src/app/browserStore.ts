// The browser's store: the cart kept across visits, and the server's answers handed to the data layer when it joins.
// Made over plain Redux, not RTK's configureStore: the first download carries no Redux Toolkit (docs/decisions/152).
import { applyMiddleware, legacy_createStore, type Middleware } from 'redux';
import { keepCartStored, loadStoredCart } from '../features/cart/cartStorage';
import { serverRender } from '../shared/serverRender';
import { dataLayerAdded, dataLayerMiddleware, whenDataLayerAdded } from '../shared/store/dataLayer';
import { rootReducer } from '../shared/store/rootReducer';
import type { AppStore } from '../shared/store/storeTypes';

/** Runs a dispatched function with the store (RTK Query's requests are such thunks), as configureStore's default does. */
const thunk: Middleware = (store) => (next) => (action) =>
  typeof action === 'function' ? action(store.dispatch, store.getState, undefined) : next(action);

export const store = legacy_createStore(
  rootReducer,
  { cart: loadStoredCart() },
  applyMiddleware(thunk, dataLayerMiddleware),
) as AppStore;
keepCartStored(store);
// A reducer added to a running store has no state until the next action; RTK Query needs its state at once.
whenDataLayerAdded(() => store.dispatch(dataLayerAdded(serverRender()?.state)));
