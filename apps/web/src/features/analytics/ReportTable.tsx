// One of the Analytics screen's tables with its heading and a link to the same rows as CSV.
import { Table, type TableRow } from '../../components/Table';

interface ReportTableProps {
  title: string;
  columns: readonly string[];
  rows: readonly TableRow[];
  csvHref: string;
  emptyText: string;
}

export function ReportTable({ title, columns, rows, csvHref, emptyText }: ReportTableProps) {
  return (
    <section className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="font-display text-lg text-ink">{title}</h2>
        <a href={csvHref} download className="inline-flex min-h-11 items-center text-sm text-accent underline">
          Export {title} as CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <Table label={title} columns={columns} rows={rows} />
      )}
    </section>
  );
}
