// A dense data table. On phones each row becomes a card of "label: value" lines; wider screens scroll sideways if needed.
export interface TableRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: readonly React.ReactNode[];
}

interface TableProps {
  label: string;
  columns: readonly string[];
  rows: readonly TableRow[];
}

const cellClasses = [
  'px-4 py-2 align-middle',
  'max-sm:flex max-sm:min-h-11 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:text-right max-sm:wrap-anywhere',
  'max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:tracking-wider max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
].join(' ');

export function Table({ label, columns, rows }: TableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-card border border-line bg-white">
      <table className="w-full border-collapse text-left text-sm max-sm:block sm:min-w-max">
        <thead className="bg-cream text-xs uppercase tracking-wider text-muted max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {rows.map((row) => (
            <tr key={row.key} className="max-sm:block max-sm:px-4 max-sm:py-3">
              {row.cells.map((cell, i) => (
                <td key={columns[i] ?? i} data-label={columns[i]} className={cellClasses}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
