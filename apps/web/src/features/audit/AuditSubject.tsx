// What an action was done to, named as an admin knows it: the product's name or the user's email where the entry
// holds one, else its kind and a short id.
import type { AuditEntry } from '@atelier/domain';

const SUBJECT_NAMES: Record<AuditEntry['subject']['type'], string> = { product: 'Product', order: 'Order', user: 'User' };

function nameIn(entry: AuditEntry): string | undefined {
  const fields = { ...entry.before, ...entry.after };
  const name = fields.name ?? fields.email ?? fields.username;
  return typeof name === 'string' ? name : undefined;
}

export function AuditSubject({ entry }: { entry: AuditEntry }) {
  const { type, id } = entry.subject;
  const name = nameIn(entry);
  return (
    <span className="flex flex-col">
      <span className="font-medium text-ink">{name ?? `${SUBJECT_NAMES[type]} ${id.slice(0, 8)}`}</span>
      {name ? (
        <span className="text-xs text-muted">
          {SUBJECT_NAMES[type]} {id.slice(0, 8)}
        </span>
      ) : null}
    </span>
  );
}
