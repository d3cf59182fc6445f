// The orders of a date range as a CSV file for the books: a plain download, streamed by the server to disk.
import { useState } from 'react';
import { buttonClasses } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';

/** Today, and the first of this month, as the date inputs write them (UTC, as the export reads them). */
function thisMonth(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

export function OrderExportForm() {
  const [range, setRange] = useState(thisMonth);
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const href = `/api/orders/export.csv?${new URLSearchParams(range).toString()}`;
  return (
    <section
      aria-label="Export orders"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-card border border-line bg-white p-4"
    >
      {(['from', 'to'] as const).map((end) => (
        <FormField key={end} label={end === 'from' ? 'From' : 'To'}>
          {(id) => (
            <input
              id={id}
              type="date"
              value={range[end]}
              {...(end === 'from' ? { max: range.to } : { min: range.from })}
              onChange={(event) => setRange({ ...range, [end]: event.target.value })}
              className={controlClasses}
            />
          )}
        </FormField>
      ))}
      <a
        href={valid ? href : undefined}
        aria-disabled={!valid}
        download
        className={`${buttonClasses({ variant: 'secondary' })} ${valid ? '' : 'pointer-events-none opacity-60'}`}
      >
        Export orders CSV
      </a>
      <p className="w-full text-xs text-muted">
        Days in UTC, both included: order, date, customer, lines, subtotal, tax, total and status.
      </p>
    </section>
  );
}
