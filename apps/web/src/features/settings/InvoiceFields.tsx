// The Invoices section's fields: who the shop is in law, as its invoices print it, how documents are numbered, and
// whether mails attach them; a warning while the legal details are missing.
import { TextField } from '../../components/TextField';
import { type InvoiceDraft, legalDetailsMissing } from './invoiceSettings';

interface InvoiceFieldsProps {
  invoices: InvoiceDraft;
  onChange: (fields: Partial<InvoiceDraft>) => void;
  /** The server's reason for each refused field: `legal.name`, `invoicePrefix`… */
  errors: Record<string, string>;
}

export function InvoiceFields({ invoices, onChange, errors }: InvoiceFieldsProps) {
  const setLegal = (fields: Partial<InvoiceDraft['legal']>) => onChange({ legal: { ...invoices.legal, ...fields } });
  return (
    <>
      {legalDetailsMissing(invoices) && (
        <p
          role="note"
          className="rounded-md border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-warning sm:col-span-2"
        >
          Invoices need the shop's legal name, address and tax or VAT number. Until they are filled in, invoices print the shop's
          public name and address.
        </p>
      )}
      <TextField
        label="Legal name"
        value={invoices.legal.name}
        onChange={(name) => setLegal({ name })}
        error={errors['legal.name']}
      />
      <TextField
        label="Tax or VAT number"
        value={invoices.legal.taxId}
        onChange={(taxId) => setLegal({ taxId })}
        error={errors['legal.taxId']}
      />
      <TextField
        label="Legal address"
        rows={3}
        value={invoices.legal.address}
        onChange={(address) => setLegal({ address })}
        error={errors['legal.address']}
      />
      <TextField
        label="Company number"
        value={invoices.legal.companyNumber}
        onChange={(companyNumber) => setLegal({ companyNumber })}
        error={errors['legal.companyNumber']}
      />
      <TextField
        label="Invoice prefix"
        hint="Letters or digits: INV-2026-00001"
        value={invoices.invoicePrefix}
        onChange={(invoicePrefix) => onChange({ invoicePrefix })}
        error={errors.invoicePrefix}
      />
      <TextField
        label="Credit note prefix"
        hint="Letters or digits: CN-2026-00001"
        value={invoices.creditNotePrefix}
        onChange={(creditNotePrefix) => onChange({ creditNotePrefix })}
        error={errors.creditNotePrefix}
      />
      <label className="inline-flex min-h-11 items-center gap-2 text-sm text-ink sm:col-span-2">
        <input
          type="checkbox"
          checked={invoices.attachInvoices}
          onChange={(event) => onChange({ attachInvoices: event.target.checked })}
          className="size-4 accent-accent"
        />
        Attach the invoice and credit notes to the order and refund mails
      </label>
    </>
  );
}
