// How far an import has come: a bar that fills as rows are written, or moves on its own while the file is checked.
interface ImportProgressBarProps {
  label: string;
  /** Rows written and rows in all; without them the bar shows work of unknown length. */
  done?: number;
  total?: number;
}

export function ImportProgressBar({ label, done, total }: ImportProgressBarProps) {
  const known = done !== undefined && total !== undefined && total > 0;
  const percent = known ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <p className="text-sm text-ink">
        {known ? `${label}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows` : `${label}…`}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        className="mt-2 h-2 overflow-hidden rounded-full bg-cream"
      >
        <div
          className={`h-full rounded-full bg-accent transition-[width] duration-200 ${known ? '' : 'w-1/3 animate-pulse'}`}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
