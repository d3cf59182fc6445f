import { combineSlices, configureStore, createAction, createDynamicMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { authReducer } from '../features/auth/authSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { loadStoredCart, storeCart } from '../features/cart/cartStorage';
import type { baseApi } from './api';
import { serverRender } from './serverRender';

// The data layer (RTK Query) is not part of the first download: `app/api.ts` joins the store when a page first
// imports it (docs/decisions/075). Until then the store holds the signed-in user and the cart.
export const rootReducer = combineSlices({ auth: authReducer, cart: cartReducer }).withLazyLoadedSlices<
  WithSlice<typeof baseApi>
>();
const dataLayerMiddleware = createDynamicMiddleware();

/** The data layer joined the store; on a server-rendered page it carries the server's answers (see `app/api.ts`). */
export const dataLayerAdded = createAction<{ api?: unknown } | undefined>('dataLayer/added');

/** Adds the API's cache and its middleware to the app's store and to every store made afterwards. */
export function addDataLayer(api: typeof baseApi) {
  rootReducer.inject(api);
  dataLayerMiddleware.addMiddleware(api.middleware);
  // A reducer added to a running store has no state until the next action; RTK Query needs its state at once.
  store.dispatch(dataLayerAdded(serverRender()?.state));
}

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dataLayerMiddleware.middleware),
  });
}

export const store = makeStore({ cart: loadStoredCart() });
let storedCart = store.getState().cart;
store.subscribe(() => {
  const cart = store.getState().cart;
  if (cart !== storedCart) {
    storedCart = cart;
    storeCart(cart);
  }
});
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
