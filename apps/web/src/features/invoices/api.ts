// Invoices and credit notes for admins: a page of them, by issue days and number.
import type { InvoiceListPage } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

/** A page of documents issued from/to (UTC days, both included), whose number holds `q`. */
export interface InvoiceListRequest {
  page: number;
  q?: string;
  from?: string;
  to?: string;
}

const chosen = (request: Omit<InvoiceListRequest, 'page'>) =>
  Object.entries(request).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');

/** Where the CSV of the documents issued within the days downloads from. */
export function invoiceExportUrl(days: { from?: string; to?: string }): string {
  const query = new URLSearchParams(chosen(days)).toString();
  return `/api/invoices/export.csv${query ? `?${query}` : ''}`;
}

export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getInvoices: b.query<InvoiceListPage, InvoiceListRequest>({
      query: ({ page, ...filters }) =>
        `api/invoices?${new URLSearchParams([['page', String(page)], ...chosen(filters)]).toString()}`,
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
  }),
});

export const { useGetInvoicesQuery } = invoicesApi;
