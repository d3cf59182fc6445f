// A dense data table that scrolls sideways on narrow screens (the scroll area is keyboard-focusable).
interface TableProps {
  label: string;
  columns: readonly string[];
  children: React.ReactNode;
}

export function Table({ label, columns, children }: TableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="overflow-x-auto rounded-card border border-line bg-white">
      <table className="w-full min-w-max border-collapse text-left text-sm [&_td]:px-4 [&_td]:py-3 [&_td]:align-middle">
        <thead className="bg-cream text-xs uppercase tracking-wider text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </section>
  );
}
