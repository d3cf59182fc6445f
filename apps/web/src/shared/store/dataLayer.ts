// The data layer (RTK Query) is not part of the first download: the base API joins the store when a page first
// imports it (docs/decisions/075). Until then the store holds the signed-in user and the cart. Nothing here imports
// Redux Toolkit, which would bring it (and immer) into the first download (docs/decisions/152).
import type { Action, Middleware, MiddlewareAPI, Reducer } from 'redux';
import type { ApiState } from '../api/apiState';
import { injectReducer } from './rootReducer';

const DATA_LAYER_ADDED = 'dataLayer/added';

/** The data layer joined a store; on a server-rendered page it carries the server's answers (see `api/baseApi.ts`). */
export const dataLayerAdded = (payload?: { api?: unknown }) => ({ type: DATA_LAYER_ADDED, payload });

export function isDataLayerAdded(action: Action): action is ReturnType<typeof dataLayerAdded> {
  return action.type === DATA_LAYER_ADDED;
}

const addedMiddleware: Middleware[] = [];
type Next = (action: unknown) => unknown;

/**
 * The store's slot for the data layer's middleware: passes actions through until the data layer is added, then
 * through its middleware, made once for each store.
 */
export const dataLayerMiddleware: Middleware = (store: MiddlewareAPI) => (next) => {
  const made: Array<(next: Next) => Next> = [];
  let chain: Next = next;
  return (action) => {
    if (made.length < addedMiddleware.length) {
      for (const middleware of addedMiddleware.slice(made.length)) made.push(middleware(store));
      chain = made.reduceRight((rest, link) => link(rest), next);
    }
    return chain(action);
  };
};

interface DataLayer {
  reducerPath: 'api';
  reducer: Reducer<ApiState>;
  middleware: Middleware;
}

const waitingForDataLayer: Array<() => void> = [];

/** Adds the API's cache and its middleware to every store, those already made and those made afterwards. */
export function addDataLayer(api: DataLayer) {
  injectReducer(api.reducerPath, api.reducer);
  addedMiddleware.push(api.middleware);
  for (const joined of waitingForDataLayer.splice(0)) joined();
}

/** Runs `joined` once the data layer is in the store: at once when it already is. */
export function whenDataLayerAdded(joined: () => void) {
  if (addedMiddleware.length > 0) joined();
  else waitingForDataLayer.push(joined);
}
