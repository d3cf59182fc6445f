// The data layer (RTK Query) is not part of the first download: the base API joins the store when a page first
// imports it (docs/decisions/075). Until then the store holds the signed-in user and the cart.
import { createAction, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { ApiState } from '../api/apiState';
import { rootReducer } from './rootReducer';

export const dataLayerMiddleware = createDynamicMiddleware();

/** The data layer joined a store; on a server-rendered page it carries the server's answers (see `api/baseApi.ts`). */
export const dataLayerAdded = createAction<{ api?: unknown } | undefined>('dataLayer/added');

interface DataLayer {
  reducerPath: 'api';
  reducer: Reducer<ApiState>;
  middleware: Middleware;
}

const waitingForDataLayer: Array<() => void> = [];
let dataLayerIn = false;

/** Adds the API's cache and its middleware to every store, those already made and those made afterwards. */
export function addDataLayer(api: DataLayer) {
  rootReducer.inject(api);
  dataLayerMiddleware.addMiddleware(api.middleware);
  dataLayerIn = true;
  for (const joined of waitingForDataLayer.splice(0)) joined();
}

/** Runs `joined` once the data layer is in the store: at once when it already is. */
export function whenDataLayerAdded(joined: () => void) {
  if (dataLayerIn) joined();
  else waitingForDataLayer.push(joined);
}
