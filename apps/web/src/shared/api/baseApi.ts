// The one RTK Query API; features inject their endpoints into it.
import { RENDER_ORIGIN } from '@atelier/domain';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { addDataLayer, isDataLayerAdded } from '../store/dataLayer';
import type { RootState } from '../store/rootReducer';
import { API_TAG_TYPES } from './apiState';
import { inPageLanguage } from './inPageLanguage';

export const REQUEST_TIMEOUT_MS = 15_000;
const requestOptions = { credentials: 'include', timeout: REQUEST_TIMEOUT_MS } as const;

type BaseQuery = ReturnType<typeof fetchBaseQuery>;
let baseQuery: BaseQuery = fetchBaseQuery({ baseUrl: '/', ...requestOptions });

/**
 * On the server, queries go through `fetchFn` (the server answering itself) at an address of its own: a request
 * needs an absolute URL there. Set once when the server's renderer is made.
 */
export function sendQueriesThrough(fetchFn: (request: Request) => Promise<Response>) {
  baseQuery = fetchBaseQuery({
    baseUrl: `${RENDER_ORIGIN}/`,
    fetchFn: (input) => fetchFn(new Request(input)),
    ...requestOptions,
  });
}

const currentBaseQuery: BaseQuery = (args, api, extra) =>
  baseQuery(inPageLanguage(args, (api.getState() as RootState).language), api, extra);

/**
 * On the server a component's query starts while it renders (effects never run there), so the renderer can wait for
 * it and draw the part with its answer (entry-server.tsx). In the browser queries start in effects, as usual.
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: currentBaseQuery,
  // A server-rendered page's answers are already in its HTML: the cache starts with them instead of asking again.
  extractRehydrationInfo: (action, { reducerPath }) =>
    isDataLayerAdded(action) ? (action.payload as Record<string, never> | undefined)?.[reducerPath] : undefined,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});
addDataLayer(baseApi);
