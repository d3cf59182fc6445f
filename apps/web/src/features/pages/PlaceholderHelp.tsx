// The page editor's list of placeholders: what each is replaced with where the page is shown, and its value now, read
// from the shop's delivery zones (decision 531).
import { PLACEHOLDERS, type PlaceholderName } from '@atelier/domain';
import { useId } from 'react';
import { selectPlaceholderValues } from '../../shared/shop/shopSettingsSlice';
import { useAppSelector } from '../../shared/store/hooks';

const NAMES = Object.keys(PLACEHOLDERS) as PlaceholderName[];

export function PlaceholderHelp() {
  const titleId = useId();
  const values = useAppSelector(selectPlaceholderValues);
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line bg-ivory p-4 text-sm">
      <h2 id={titleId} className="font-sans text-sm font-semibold text-ink">
        Placeholders
      </h2>
      <p className="mt-1 text-muted">
        Write one in the text to quote a figure of your delivery zones: the page shows its value as the zones give it when the
        page is read, so the text stays true when you change them. One the shop does not know, or that has no value now, is shown
        as written.
      </p>
      <dl className="mt-3 space-y-2">
        {NAMES.map((name) => (
          <div key={name}>
            <dt className="font-mono text-ink">{`{{${name}}}`}</dt>
            <dd className="text-muted">
              {PLACEHOLDERS[name]}. Now: {values[name] ?? 'no value (shown as written)'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
