// The audit trail as the API shows it: GET /api/audit, paged like the spec's lists, newest first.
import { z } from 'zod';
import { AUDIT_KINDS, AUDIT_SUBJECT_TYPES } from './auditKinds.ts';
import { DEFAULT_API_PAGE_SIZE } from './constants.ts';
import { pagingQuery } from './products.ts';

export const auditEntry = z.object({
  _id: z.string(),
  /** The admin who acted, as they were then: the entry keeps their email after their account is gone. */
  admin: z.object({ _id: z.string(), email: z.string() }),
  kind: z.enum(AUDIT_KINDS),
  /** `label`: what a person called it at the time (a product's name, a user's email); may be empty. */
  subject: z.object({ type: z.enum(AUDIT_SUBJECT_TYPES), id: z.string(), label: z.string() }),
  /** Only the fields the action touched; null when there was nothing before (created) or after (deleted). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  totalPages: z.number().int(),
  totalEntries: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** Everyone who has acted as an admin, as their latest entry names them. */
export const auditAdmins = z.object({ admins: z.array(z.object({ _id: z.string(), email: z.string() })) });
export type AuditAdmins = z.infer<typeof auditAdmins>;

export const auditQuery = z
  .object({
    admin: z.string().trim().max(100, 'admin must be at most 100 characters').optional(),
    kind: z.enum(AUDIT_KINDS, { error: `kind must be one of: ${AUDIT_KINDS.join(', ')}` }).optional(),
    ...pagingQuery,
  })
  .transform((q) => ({ ...q, page: q.page ?? 1, limit: q.limit ?? DEFAULT_API_PAGE_SIZE }));
export type AuditQuery = z.output<typeof auditQuery>;
