// Every invoice and credit note for the admin, newest first, 20 to a page: found by number, narrowed to the days they
// were issued, each opened as its PDF, and the days' documents downloaded as CSV for the accountant.
import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { Button, buttonClasses } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { invoiceExportUrl, useGetInvoicesQuery } from '../../features/invoices/api';
import { formatDate } from '../../shared/formatDate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const COLUMNS = ['Number', 'Kind', 'Order', 'Billed to', 'Total', 'Issued', 'PDF'] as const;

export default function InvoicesPage() {
  useDocumentTitle('Invoices');
  const formatPrice = useFormatPrice();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [days, setDays] = useState({ from: '', to: '' });
  const backwards = days.from !== '' && days.to !== '' && days.from > days.to;
  const documents = useGetInvoicesQuery({ page, q, ...days }, { skip: backwards });

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Every invoice and credit note the shop has issued, numbered without a gap in their own series per year. Each is kept as it was issued; a refund issues a credit note that names its invoice."
      />
      <section
        aria-label="Find and export"
        className="mb-6 flex flex-wrap items-end gap-4 rounded-card border border-line bg-white p-4"
      >
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setQ(typed.trim());
          }}
        >
          <FormField label="Number">
            {(id) => (
              <input
                id={id}
                type="search"
                placeholder="INV-2026-00001"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                className={controlClasses}
              />
            )}
          </FormField>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        {(['from', 'to'] as const).map((end) => (
          <FormField key={end} label={end === 'from' ? 'Issued from' : 'Issued to'}>
            {(id) => (
              <input
                id={id}
                type="date"
                value={days[end]}
                onChange={(event) => {
                  setPage(1);
                  setDays({ ...days, [end]: event.target.value });
                }}
                className={controlClasses}
              />
            )}
          </FormField>
        ))}
        <a
          href={backwards ? undefined : invoiceExportUrl(days)}
          aria-disabled={backwards}
          download
          className={`${buttonClasses({ variant: 'secondary' })} ${backwards ? 'pointer-events-none opacity-60' : ''}`}
        >
          Export CSV
        </a>
        {backwards ? <p className="w-full text-xs text-danger">The first day must not be after the last.</p> : null}
      </section>
      <QueryState query={documents} emptyText="No invoice yet." isEmpty={(found) => found.documents.length === 0}>
        {(found) => (
          <div className="flex flex-col gap-4">
            <Table
              label="Invoices and credit notes"
              columns={COLUMNS}
              rows={found.documents.map((document) => ({
                key: document.number,
                cells: [
                  <span key="number" className="font-medium whitespace-nowrap text-ink">
                    {document.number}
                  </span>,
                  <Badge key="kind" tone={document.kind === 'invoice' ? 'info' : 'warning'}>
                    {document.kind === 'invoice' ? 'Invoice' : 'Credit note'}
                  </Badge>,
                  <span key="order" className="whitespace-nowrap text-muted">
                    #{document.orderNumber}
                  </span>,
                  <span key="buyer" className="text-muted">
                    {document.buyer}
                  </span>,
                  <span key="total" className="whitespace-nowrap text-ink tabular-nums">
                    {formatPrice(document.total)}
                  </span>,
                  <span key="issued" className="whitespace-nowrap text-muted">
                    {formatDate(document.issuedAt)}
                  </span>,
                  <a
                    key="pdf"
                    href={document.url}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Open ${document.number} as PDF`}
                    className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline"
                  >
                    Open
                  </a>,
                ],
              }))}
            />
            <Pagination page={page} totalPages={Math.max(found.totalPages, 1)} onPageChange={setPage} label="Invoice pages" />
          </div>
        )}
      </QueryState>
    </>
  );
}
