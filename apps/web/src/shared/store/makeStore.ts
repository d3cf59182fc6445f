// A store of the shop's state: one for each page rendered on the server, one for each test, and the browser's own
// (app/browserStore.ts).
import { configureStore } from '@reduxjs/toolkit';
import { dataLayerMiddleware } from './dataLayer';
import { type RootState, rootReducer } from './rootReducer';

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dataLayerMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
