import type { AuditEntry } from '@atelier/domain';
import type { AuditEntryRow } from './service.ts';

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    _id: row.id,
    admin: { _id: row.actorId, email: row.actorEmail },
    kind: row.kind as AuditEntry['kind'],
    subject: { type: row.subjectType as AuditEntry['subject']['type'], id: row.subjectId, label: row.subjectLabel },
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
