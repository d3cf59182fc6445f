// What a new shop still has to do before it opens, on the admin's dashboard until every item is done.
import type { ChecklistItem } from '@atelier/domain';
import { Check, Circle } from 'lucide-react';
import { Link } from 'react-router';

/** Where each item is done. */
const WHERE: Record<string, string | undefined> = {
  'name-and-contact': '/dashboard/settings',
  'shipping-page': '/dashboard/pages/new?slug=shipping',
  'returns-page': '/dashboard/pages/new?slug=returns',
};

/** `items` as `useGetSettingsChecklistQuery` answers them; nothing is shown without them or once all are done. */
export function OpeningChecklist({ items }: { items: ChecklistItem[] | undefined }) {
  if (!items || items.every((item) => item.done)) return null;
  const done = items.filter((item) => item.done).length;
  return (
    <section
      aria-labelledby="opening-checklist"
      className="mb-8 rounded-card border border-accent/30 bg-accent-soft/60 p-5 sm:p-6"
    >
      <h2 id="opening-checklist" className="text-2xl text-ink">
        Before the shop opens
      </h2>
      <p className="mt-1 text-sm text-muted">
        {done} of {items.length} done
      </p>
      <ul className="mt-4 space-y-1">
        {items.map((item) => {
          const where = WHERE[item.item];
          return (
            <li key={item.item} className="flex min-h-11 items-center gap-3 text-sm">
              {item.done ? (
                <Check aria-hidden="true" className="size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-muted" />
              )}
              <span className={item.done ? 'text-muted line-through' : 'text-ink'}>
                {item.label}
                <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
              </span>
              {!item.done && where && (
                <Link
                  to={where}
                  aria-label={`Do it now: ${item.label}`}
                  className="ml-auto shrink-0 font-medium text-accent underline underline-offset-4 hover:text-accent-dark"
                >
                  Do it now
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
