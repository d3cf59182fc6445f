// Invoices and credit notes for admins (a page of them, by issue days and number), and packing slips as one PDF.
import type { InvoiceListPage, PackingSlipsBody } from '@atelier/domain';
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
    printPackingSlips: b.mutation<Blob, PackingSlipsBody>({
      query: (body) => ({
        url: 'api/orders/packing-slips',
        method: 'POST',
        body,
        responseHandler: (response) => (response.ok ? response.blob() : response.json()),
      }),
    }),
  }),
});

export const { useGetInvoicesQuery, usePrintPackingSlipsMutation } = invoicesApi;
