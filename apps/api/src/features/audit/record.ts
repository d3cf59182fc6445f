// Writes an admin action to the audit trail. Call it with the action's own transaction: neither is kept without the other.
import type { AuditFields, AuditKind, AuditSubjectType } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { auditEntries } from '../../db/schema.ts';
import type { Actor } from '../../shared/permissions.ts';

export interface AdminAction {
  /** The admin who acts; their email is kept as it is now. */
  actor: Pick<Actor, 'id' | 'email'>;
  kind: AuditKind;
  /** What the action was done to; `label` is what a person calls it now (a product's name, a user's email). */
  subject: { type: AuditSubjectType; id: string; label?: string };
  /** The subject before the action: null or absent when it did not exist (created). */
  before?: AuditFields | null;
  /** The subject after the action: null or absent when it no longer exists (deleted). */
  after?: AuditFields | null;
}

/** Dates become ISO strings and undefined fields disappear, as they would in the stored JSON. */
function asJson(fields: AuditFields | null | undefined): AuditFields | null {
  return fields ? (JSON.parse(JSON.stringify(fields)) as AuditFields) : null;
}

/** For a change (both sides given), only the fields whose values differ; a field absent on one side shows as null. */
export function onlyWhatChanged(
  before: AuditFields | null,
  after: AuditFields | null,
): { before: AuditFields | null; after: AuditFields | null } {
  if (!before || !after) return { before, after };
  const changedBefore: AuditFields = {};
  const changedAfter: AuditFields = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changedBefore[field] = was;
    changedAfter[field] = is;
  }
  return { before: changedBefore, after: changedAfter };
}

/**
 * Records `action`; answers false, writing nothing, for a change that changed no field (saving a form as it was).
 * A failure to write throws, so the caller's transaction, and with it the action, rolls back.
 */
export async function recordAdminAction(tx: Db, action: AdminAction): Promise<boolean> {
  const { before, after } = onlyWhatChanged(asJson(action.before), asJson(action.after));
  if (before && after && Object.keys(after).length === 0) return false;
  await tx.insert(auditEntries).values({
    actorId: action.actor.id,
    actorEmail: action.actor.email,
    kind: action.kind,
    subjectType: action.subject.type,
    subjectId: action.subject.id,
    subjectLabel: action.subject.label ?? '',
    before,
    after,
  });
  return true;
}
