// One mail as its reader sees it: the HTML part in a sandboxed frame (no script, no access to the shop's page), and
// the plain-text part below it, secret links masked by the server; once sent, only to whom, what and when.
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../shared/formatDate';
import { useGetOutboxMailQuery } from './api';
import { MailStatusBadge } from './MailStatusBadge';

export function MailPreview({ mailId }: { mailId: string }) {
  const mail = useGetOutboxMailQuery(mailId);
  return (
    <QueryState query={mail} emptyText="Mail not found.">
      {(found) => (
        <article aria-label={`Mail: ${found.subject}`} className="mt-8 rounded-card border border-line bg-white p-6 shadow-card">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 className="font-display text-xl text-ink">{found.subject}</h2>
              <p className="mt-1 text-sm text-muted">
                To {found.to} · {formatDateTime(found.createdAt)} · {found.attempts} attempt{found.attempts === 1 ? '' : 's'}
              </p>
              {found.lastError ? <p className="mt-1 text-sm text-danger">Last error: {found.lastError}</p> : null}
            </div>
            <MailStatusBadge status={found.status} />
          </header>
          {found.html === null || found.text === null ? (
            <p className="mt-4 rounded-md bg-cream p-4 text-sm text-muted">
              Sent{found.sentAt ? ` ${formatDateTime(found.sentAt)}` : ''} — body not kept. Once the mail server has a mail, the
              shop keeps only to whom, what and when.
            </p>
          ) : (
            <>
              <iframe
                title={`Rendered mail: ${found.subject}`}
                sandbox=""
                srcDoc={found.html}
                className="mt-4 h-[32rem] w-full rounded-md border border-line bg-ivory"
              />
              <details className="mt-4">
                <summary className="cursor-pointer text-sm font-medium text-ink">Plain-text part</summary>
                <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-md bg-cream p-4 text-sm text-ink">
                  {found.text}
                </pre>
              </details>
            </>
          )}
        </article>
      )}
    </QueryState>
  );
}
