// What an admin action changed: each field before → after; only after for something created, only before for
// something deleted. Long text is cut to two lines, whole in its tooltip.
import type { AuditEntry } from '@atelier/domain';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { fieldLabel, fieldsOf, fieldValue } from './auditValues';

function Value({ field, value, className = '' }: { field: string; value: unknown; className?: string }) {
  const formatPrice = useFormatPrice();
  const text = fieldValue(field, value, formatPrice);
  return (
    <span title={text.length > 60 ? text : undefined} className={`line-clamp-2 ${className}`}>
      {text}
    </span>
  );
}

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  const fields = fieldsOf(before, after);
  if (fields.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="text-muted">{fieldLabel(field)}</dt>
          <dd className="min-w-0 break-words">
            {before && after ? (
              <span className="flex flex-wrap items-baseline gap-x-1.5">
                <del className="text-muted">
                  <Value field={field} value={before[field]} />
                </del>
                <span aria-hidden="true" className="text-muted">
                  →
                </span>
                <ins className="font-medium text-ink no-underline">
                  <Value field={field} value={after[field]} />
                </ins>
              </span>
            ) : (
              <Value field={field} value={(after ?? before)?.[field]} className={after ? 'text-ink' : 'text-muted'} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
