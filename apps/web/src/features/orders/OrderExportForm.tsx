// The orders of a date range as a CSV file for the books: a plain download, streamed by the server to disk.
import { useId, useState } from 'react';
import { buttonClasses } from '../../components/Button';
import { controlClasses } from '../../components/FormField';

/** Today, and the first of this month, as the date inputs write them (UTC, as the export reads them). */
function thisMonth(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

export function OrderExportForm() {
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState(thisMonth);
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  const href = `/api/orders/export.csv?${new URLSearchParams(range).toString()}`;
  return (
    <section
      aria-label="Export orders"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-card border border-line bg-white p-4"
    >
      <div>
        <label htmlFor={fromId} className="block text-sm font-medium text-ink">
          From
        </label>
        <input
          id={fromId}
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
          className={controlClasses}
        />
      </div>
      <div>
        <label htmlFor={toId} className="block text-sm font-medium text-ink">
          To
        </label>
        <input
          id={toId}
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
          className={controlClasses}
        />
      </div>
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
