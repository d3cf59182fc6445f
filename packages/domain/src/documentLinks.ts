// How an order's answer links its invoice and credit notes (the documents themselves: invoices.ts).

/** Where a document's PDF is read: its customer and admins only. */
export function documentUrl(number: string): string {
  return `/api/invoices/${encodeURIComponent(number)}/pdf`;
}

/** A document as an order's answer links it. */
export interface DocumentLink {
  number: string;
  issuedAt: string;
  url: string;
}

/** A credit note as an order's answer links it: `amount` is what it takes back, negative, in major units. */
export interface CreditNoteLink extends DocumentLink {
  amount: number;
}
