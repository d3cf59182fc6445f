// A store of the shop's state: one for each page rendered on the server and one for each test. The browser's own
// (app/browserStore.ts) is made over plain Redux from the same reducer and middleware slot.
import { configureStore } from '@reduxjs/toolkit';
import { dataLayerMiddleware } from './dataLayer';
import { type RootState, rootReducer } from './rootReducer';
import type { AppStore } from './storeTypes';

export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dataLayerMiddleware),
  });
}
