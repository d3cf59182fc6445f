// Invoices, credit notes and packing slips: their numbers, what a document keeps of its order when it is issued (its
// frozen data, everything it prints), and the admin's queries. Decision 540 says how numbers stay gapless.
import { z } from 'zod';
import type { Size } from './constants.ts';
import type { Currency } from './currencies.ts';
import type { Language } from './languages.ts';
import { FROM_AFTER_TO, fromNotAfterTo, orderDays } from './orders.ts';
import { pagingQuery } from './products.ts';
import type { TaxLineCents } from './tax.ts';

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** A series' prefix as the owner sets it: `INV`, `CN`, `FA2`. */
export const DOCUMENT_PREFIX = /^[A-Z0-9]{1,10}$/;
export const DEFAULT_INVOICE_PREFIX = 'INV';
export const DEFAULT_CREDIT_NOTE_PREFIX = 'CN';

/** `INV-2026-00001`: the prefix, the calendar year, the number within the year on at least five digits. */
export function documentNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;
}

/** Paper sizes: A4, or US Letter for a shop in the United States or Canada. */
export type PaperSize = 'A4' | 'LETTER';
const LETTER_COUNTRIES = ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE'];
export function paperSizeFor(country: string | null | undefined): PaperSize {
  return country && LETTER_COUNTRIES.includes(country) ? 'LETTER' : 'A4';
}

/** A name and the lines of an address, as a document prints them. */
export interface DocumentParty {
  name: string;
  addressLines: string[];
}

/** One line of goods on a document, in minor units; negative amounts on a credit note. */
export interface DocumentLine {
  name: string;
  size: Size | null;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxRate: number;
  /** Quantity × unit price less the discount. */
  amountCents: number;
}

/**
 * Everything an invoice or a credit note prints, frozen when it is issued: a later edit of a product, a price or the
 * shop's details changes none of it, so its PDF comes out byte for byte the same.
 */
export interface DocumentData {
  kind: DocumentKind;
  number: string;
  /** ISO time of issue; also the PDF's creation date. */
  issuedAt: string;
  /** ISO day the goods were sold (the order's payment). */
  suppliedOn: string;
  orderNumber: number;
  /** A credit note: the invoice it corrects. */
  correctsNumber: string | null;
  /** A credit note: why money went back (`Refund`, `Cancellation`, `Return`…). */
  reason: string | null;
  seller: DocumentParty & { taxId: string; companyNumber: string; email: string };
  buyer: DocumentParty & { email: string };
  currency: Currency;
  taxIncluded: boolean;
  lines: DocumentLine[];
  deliveryName: string | null;
  deliveryCents: number;
  /** The goods before discounts. */
  subtotalCents: number;
  discountCents: number;
  taxLines: TaxLineCents[];
  totalCents: number;
  paidWith: string;
  paperSize: PaperSize;
  /** The language it is printed in, the order's; a document issued before documents had one is English. */
  language?: Language;
}

/** A document as the admin's Invoices screen lists it. */
export interface InvoiceListEntry {
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  orderId: string;
  orderNumber: number;
  buyer: string;
  email: string;
  /** Negative for a credit note, in major units. */
  total: number;
  tax: number;
  currency: Currency;
  correctsNumber: string | null;
  url: string;
}

export interface InvoiceListPage {
  documents: InvoiceListEntry[];
  totalPages: number;
  totalDocuments: number;
}

/** GET /api/invoices: issued from/to (UTC days, both included), a page, and part of a number to look for. */
export const invoiceListQuery = z
  .object({
    ...orderDays,
    page: pagingQuery.page,
    q: z.string().trim().max(40, 'q must be at most 40 characters').optional(),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

export const invoiceExportQuery = z.object(orderDays).refine(fromNotAfterTo, FROM_AFTER_TO);

/** At most this many orders' slips in one file. */
export const MAX_PACKING_SLIPS = 500;

/** POST /api/orders/packing-slips: the orders chosen one by one, or every order still processing. */
export const packingSlipsBody = z
  .object({
    orderIds: z
      .array(z.string().trim().min(1).max(64), { error: 'orderIds must be a list of order ids' })
      .min(1, 'Choose at least one order')
      .max(MAX_PACKING_SLIPS, `At most ${MAX_PACKING_SLIPS} orders at once`)
      .optional(),
    allProcessing: z.literal(true, { error: 'allProcessing must be true' }).optional(),
    pickList: z.boolean({ error: 'pickList must be true or false' }).optional(),
  })
  .refine((body) => (body.orderIds === undefined) !== (body.allProcessing === undefined), {
    message: 'Choose either orderIds or allProcessing',
  });
export type PackingSlipsBody = z.infer<typeof packingSlipsBody>;
