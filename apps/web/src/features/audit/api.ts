// The audit trail for admins: a page of entries with the filters set, and the admins to filter by. Read only.
import type { AuditAdmins, AuditKind, AuditPage } from '@atelier/domain';
import { baseApi } from '../../shared/api/baseApi';

export interface AuditFilters {
  page: number;
  /** An admin's id; empty for everyone. */
  admin: string;
  kind: AuditKind | '';
}

export const AUDIT_PAGE_SIZE = 20;

export const auditApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getAudit: b.query<AuditPage, AuditFilters>({
      query: ({ page, admin, kind }) => {
        const params = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
        if (admin) params.set('admin', admin);
        if (kind) params.set('kind', kind);
        return `api/audit?${params}`;
      },
    }),
    getAuditAdmins: b.query<AuditAdmins, void>({ query: () => 'api/audit/admins' }),
  }),
});

export const { useGetAuditQuery, useGetAuditAdminsQuery } = auditApi;
