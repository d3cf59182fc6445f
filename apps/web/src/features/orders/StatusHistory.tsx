// Every status an order has had, oldest first, each with the day and time it was set.
import type { OrderStatusChange } from '@atelier/domain';
import { statusLabel } from './statusTones';

const changedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function StatusHistory({ changes }: { changes: readonly OrderStatusChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted">No status changes recorded.</p>;
  return (
    <ol className="space-y-3 border-l border-line pl-4 text-sm">
      {changes.map((change) => (
        <li key={`${change.status}-${change.changedAt}`} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-accent" />
          <span className="block font-medium">{statusLabel(change.status)}</span>
          <time dateTime={change.changedAt} className="text-muted">
            {changedOn.format(new Date(change.changedAt))}
          </time>
        </li>
      ))}
    </ol>
  );
}
