// What an admin action changed: each field before → after; only after for something created, only before for
// something deleted.
import type { AuditEntry } from '@atelier/domain';
import { fieldLabel, fieldValue } from './auditValues';

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { before, after } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="contents">
          <dt className="text-muted">{fieldLabel(field)}</dt>
          <dd className="min-w-0 break-words">
            {before && after ? (
              <>
                <del className="text-muted">{fieldValue(field, before[field])}</del>
                <span aria-hidden="true" className="mx-1.5 text-muted">
                  →
                </span>
                <ins className="font-medium text-ink no-underline">{fieldValue(field, after[field])}</ins>
              </>
            ) : (
              <span className={before ? 'text-muted line-through' : 'text-ink'}>
                {fieldValue(field, (after ?? before)?.[field])}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
