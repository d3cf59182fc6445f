// Activity: every admin action, newest first, who did it and what it changed, filtered by admin and by kind.
import type { AuditKind } from '@atelier/domain';
import { useState } from 'react';
import { Badge } from '../../components/Badge';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { AuditChanges } from '../../features/audit/AuditChanges';
import { AuditFiltersBar } from '../../features/audit/AuditFiltersBar';
import { AuditSubject } from '../../features/audit/AuditSubject';
import { useGetAuditQuery } from '../../features/audit/api';
import { AUDIT_KIND_LABELS } from '../../features/audit/auditKindLabels';
import { formatDateTime } from '../../shared/formatDate';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const COLUMNS = ['Who and when', 'Action', 'Subject', 'Changes'] as const;

export default function ActivityPage() {
  useDocumentTitle('Activity');
  const [page, setPage] = useState(1);
  const [admin, setAdmin] = useState('');
  const [kind, setKind] = useState<AuditKind | ''>('');
  // Asked afresh each time the page opens: other admins act meanwhile.
  const audit = useGetAuditQuery({ page, admin, kind }, { refetchOnMountOrArgChange: true });
  const filtered = admin !== '' || kind !== '';

  return (
    <>
      <PageHeader title="Activity" description="Every change an admin made to the shop: who, when, and what it changed." />
      <AuditFiltersBar
        admin={admin}
        kind={kind}
        onAdminChange={(value) => {
          setAdmin(value);
          setPage(1);
        }}
        onKindChange={(value) => {
          setKind(value);
          setPage(1);
        }}
      />
      <QueryState
        query={audit}
        emptyText={filtered ? 'No activity matches these filters.' : 'No admin activity yet.'}
        isEmpty={(found) => found.entries.length === 0}
      >
        {({ entries, totalPages, totalEntries }) => (
          <div className="flex flex-col gap-4">
            <Table
              label="Activity"
              columns={COLUMNS}
              rows={entries.map((entry) => ({
                key: entry._id,
                cells: [
                  <span key="who" className="flex flex-col">
                    <span className="font-medium text-ink">{entry.admin.email}</span>
                    <time dateTime={entry.createdAt} className="text-xs text-muted">
                      {formatDateTime(entry.createdAt)}
                    </time>
                  </span>,
                  <Badge key="kind" tone={AUDIT_KIND_LABELS[entry.kind].tone}>
                    {AUDIT_KIND_LABELS[entry.kind].label}
                  </Badge>,
                  <AuditSubject key="subject" entry={entry} />,
                  <div key="changes" className="w-72 whitespace-normal max-sm:w-auto max-sm:text-left">
                    <AuditChanges entry={entry} />
                  </div>,
                ],
              }))}
            />
            <p className="text-sm text-muted">
              {totalEntries} {totalEntries === 1 ? 'entry' : 'entries'}
            </p>
            {totalPages > 1 ? (
              <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Activity pages" />
            ) : null}
          </div>
        )}
      </QueryState>
    </>
  );
}
