// Every mail the shop wrote: to whom, about what, where it stands; one opened as it was sent; Retry for failed ones.
import { useState } from 'react';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { QueryState } from '../../components/QueryState';
import { Table } from '../../components/Table';
import { useGetOutboxQuery, useRetryMailMutation } from '../../features/outbox/api';
import { MailPreview } from '../../features/outbox/MailPreview';
import { MailStatusBadge } from '../../features/outbox/MailStatusBadge';
import { errorMessage } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/formatDate';
import { toast } from '../../shared/toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const COLUMNS = ['To', 'Subject', 'Status', 'Time', 'Actions'] as const;

export default function OutboxPage() {
  useDocumentTitle('Outbox');
  const [page, setPage] = useState(1);
  const [openMailId, setOpenMailId] = useState<string | null>(null);
  const outbox = useGetOutboxQuery(page);
  const [retryMail] = useRetryMailMutation();

  async function retry(id: string) {
    try {
      await retryMail(id).unwrap();
      toast.success('The mail will be sent again');
    } catch (error) {
      toast.error(`Error: ${errorMessage(error)}`);
    }
  }

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every mail the shop sends: order confirmations, status changes and password resets."
      />
      <QueryState query={outbox} emptyText="No mail yet." isEmpty={(found) => found.mails.length === 0}>
        {({ mails, total, pageSize }) => (
          <div className="flex flex-col gap-4">
            <Table
              label="Mails"
              columns={COLUMNS}
              rows={mails.map((mail) => ({
                key: mail._id,
                cells: [
                  <span key="to" className="font-medium text-ink">
                    {mail.to}
                  </span>,
                  mail.subject,
                  <MailStatusBadge key="status" status={mail.status} />,
                  <span key="time" className="text-muted">
                    {formatDateTime(mail.createdAt)}
                  </span>,
                  <div key="actions" className="flex gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`View ${mail.subject} to ${mail.to}`}
                      onClick={() => setOpenMailId(mail._id)}
                    >
                      View
                    </Button>
                    {mail.status === 'failed' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Retry ${mail.subject} to ${mail.to}`}
                        onClick={() => void retry(mail._id)}
                      >
                        Retry
                      </Button>
                    ) : null}
                  </div>,
                ],
              }))}
            />
            {total > pageSize ? (
              <Pagination page={page} totalPages={Math.ceil(total / pageSize)} onPageChange={setPage} label="Outbox pages" />
            ) : null}
          </div>
        )}
      </QueryState>
      {openMailId ? <MailPreview mailId={openMailId} /> : null}
    </>
  );
}
