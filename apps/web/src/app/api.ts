// The one RTK Query API; features inject their endpoints into it.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { addDataLayer, dataLayerAdded } from './store';

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
    baseUrl: 'http://atelier.server/',
    fetchFn: (input) => fetchFn(new Request(input)),
    ...requestOptions,
  });
}

const currentBaseQuery: BaseQuery = (args, api, extra) => baseQuery(args, api, extra);

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: currentBaseQuery,
  // A server-rendered page's answers are already in its HTML: the cache starts with them instead of asking again.
  extractRehydrationInfo: (action, { reducerPath }) =>
    dataLayerAdded.match(action) ? (action.payload as Record<string, never> | undefined)?.[reducerPath] : undefined,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: ['Product', 'Review', 'Order', 'User', 'Stats'],
  endpoints: () => ({}),
});
addDataLayer(baseApi);

/** The message of a failed call: the server's `{ message }`, or FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR / the status. */
export function errorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'Unknown error';
  const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
  if (typeof e.data === 'object' && e.data !== null && typeof (e.data as { message?: unknown }).message === 'string') {
    return (e.data as { message: string }).message;
  }
  if (typeof e.status === 'string') return e.status;
  if (typeof e.status === 'number') return String(e.status);
  if (typeof e.message === 'string') return e.message;
  return 'Unknown error';
}

/** Whether a failed call was answered with this HTTP status. */
export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
}
