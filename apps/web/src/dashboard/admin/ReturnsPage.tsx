// Returns to handle, oldest first, by status: an admin approves or rejects a request, records what arrived, and closes it.
// A return moved out of the status shown hands the focus to the return that takes its place, or to the title.
import { RETURN_STATUSES, type ReturnStatus } from '@atelier/domain';
import { useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { SelectField } from '../../components/SelectField';
import { useGetReturnsQuery } from '../../features/returns/api';
import { ReturnActions } from '../../features/returns/ReturnActions';
import { ReturnCard } from '../../features/returns/ReturnCard';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useFocusKeptInList } from '../../shared/useFocusKeptInList';

export default function ReturnsPage() {
  useDocumentTitle('Returns');
  const [status, setStatus] = useState<ReturnStatus | ''>('requested');
  const returns = useGetReturnsQuery(status);
  const listRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusKeptInList({
    listRef,
    itemSelector: 'article',
    items: returns.data,
    focusIn: (card) => card,
    fallback: () => titleRef.current,
  });
  return (
    <>
      <PageHeader
        titleRef={titleRef}
        title="Returns"
        description="Approving tells the customer where to send the parcel; receiving refunds money-back lines and sends exchanged sizes."
      />
      <div className="mb-6 max-w-xs">
        <SelectField label="Status" value={status} options={RETURN_STATUSES} placeholder="All" onChange={setStatus} />
      </div>
      <QueryState query={returns} emptyText="No returns here." isEmpty={(found) => found.length === 0}>
        {(list) => (
          <div ref={listRef} className="grid gap-4 lg:grid-cols-2">
            {list.map((ret) => (
              <ReturnCard
                key={ret._id}
                ret={ret}
                orderLink={`/dashboard/manage-orders/${ret.orderId}`}
                actions={<ReturnActions ret={ret} />}
              />
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}
