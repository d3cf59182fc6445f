// The Activity page's filters: one admin (by email) and one kind of action; both empty show everything.
import { AUDIT_KINDS, type AuditKind } from '@atelier/domain';
import { controlClasses, FormField } from '../../components/FormField';
import { useGetAuditAdminsQuery } from './api';
import { AUDIT_KIND_LABELS } from './auditKindLabels';

interface AuditFiltersBarProps {
  admin: string;
  kind: AuditKind | '';
  onAdminChange: (admin: string) => void;
  onKindChange: (kind: AuditKind | '') => void;
}

export function AuditFiltersBar({ admin, kind, onAdminChange, onKindChange }: AuditFiltersBarProps) {
  const admins = useGetAuditAdminsQuery(undefined, { refetchOnMountOrArgChange: true }).data?.admins ?? [];
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
      <FormField label="Admin">
        {(id) => (
          <select id={id} value={admin} onChange={(event) => onAdminChange(event.target.value)} className={controlClasses}>
            <option value="">All admins</option>
            {admins.map(({ _id, email }) => (
              <option key={_id} value={_id}>
                {email}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Action">
        {(id) => (
          <select
            id={id}
            value={kind}
            onChange={(event) => onKindChange(event.target.value as AuditKind | '')}
            className={controlClasses}
          >
            <option value="">All actions</option>
            {AUDIT_KINDS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_KIND_LABELS[value].label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
