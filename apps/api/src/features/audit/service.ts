// Reading the audit trail (admins only). Entries are written by `record.ts` and never changed.
import type { AuditQuery } from '@atelier/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEntries } from '../../db/schema.ts';
import { Invalid } from '../../shared/errors.ts';
import { isUuid } from '../../shared/ids.ts';
import { type Actor, authorize } from '../../shared/permissions.ts';

export type AuditEntryRow = typeof auditEntries.$inferSelect;

function filtersOf(query: AuditQuery): SQL | undefined {
  if (query.admin !== undefined && !isUuid(query.admin)) throw new Invalid('admin must be the id of a user');
  return and(
    query.admin === undefined ? undefined : eq(auditEntries.actorId, query.admin.toLowerCase()),
    query.kind === undefined ? undefined : eq(auditEntries.kind, query.kind),
  );
}

/** One page of entries, newest first, with how many match the filters. */
export async function listAuditEntries(
  db: Db,
  actor: Actor | null,
  query: AuditQuery,
): Promise<{ entries: AuditEntryRow[]; total: number }> {
  authorize(actor, 'read', 'audit');
  const where = filtersOf(query);
  const [entries, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return { entries, total: counted?.total ?? 0 };
}

/** Everyone who has acted as an admin, with the email of their latest entry: deleted and demoted admins too. */
export async function listAuditedAdmins(db: Db, actor: Actor | null): Promise<{ id: string; email: string }[]> {
  authorize(actor, 'read', 'audit');
  return db
    .selectDistinctOn([auditEntries.actorId], { id: auditEntries.actorId, email: auditEntries.actorEmail })
    .from(auditEntries)
    .orderBy(auditEntries.actorId, desc(auditEntries.createdAt));
}
