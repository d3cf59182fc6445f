// The one RTK Query API; features inject their endpoints into it.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { addDataLayer } from './store';

export const REQUEST_TIMEOUT_MS = 15_000;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include', timeout: REQUEST_TIMEOUT_MS }),
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
