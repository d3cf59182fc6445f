// The shop's invoice settings as the Invoices section edits them: its legal details, the two numbering prefixes and
// whether mails attach the documents. An API that predates them answers none: the defaults, nothing legal yet.
import { DEFAULT_CREDIT_NOTE_PREFIX, DEFAULT_INVOICE_PREFIX, type LegalDetails } from '@atelier/domain';

export interface InvoiceSettings {
  legal?: LegalDetails;
  invoicePrefix?: string;
  creditNotePrefix?: string;
  attachInvoices?: boolean;
}

export type InvoiceDraft = Required<InvoiceSettings>;

export function toInvoiceDraft(settings: InvoiceSettings): InvoiceDraft {
  return {
    legal: settings.legal ?? { name: '', address: '', taxId: '', companyNumber: '' },
    invoicePrefix: settings.invoicePrefix ?? DEFAULT_INVOICE_PREFIX,
    creditNotePrefix: settings.creditNotePrefix ?? DEFAULT_CREDIT_NOTE_PREFIX,
    attachInvoices: settings.attachInvoices ?? true,
  };
}

/** Whether invoices still lack what the law asks of them: the legal name, address and tax number. */
export function legalDetailsMissing({ legal }: InvoiceDraft): boolean {
  return legal.name.trim() === '' || legal.address.trim() === '' || legal.taxId.trim() === '';
}
