// What an admin can do with a return in its state: approve or reject it while requested, record what arrived once
// approved, close it once received.
import type { Return } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useApproveReturnMutation, useCloseReturnMutation, useReceiveReturnMutation, useRejectReturnMutation } from './api';

async function run(action: () => Promise<unknown>, done: string) {
  try {
    await action();
    toast.success(done);
  } catch (error) {
    toast.error(`Error: ${errorMessage(error)}`);
  }
}

function RejectForm({ ret, onDone }: { ret: Return; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [reject, { isLoading }] = useRejectReturnMutation();
  return (
    <form
      className="w-full space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        run(() => reject({ id: ret._id, reason }).unwrap(), 'Return rejected').then(onDone);
      }}
    >
      <FormField label="Why it is rejected">
        {(id) => <input id={id} required value={reason} onChange={(e) => setReason(e.target.value)} className={controlClasses} />}
      </FormField>
      <Button type="submit" variant="danger" size="sm" disabled={isLoading || !reason.trim()}>
        Reject return
      </Button>
    </form>
  );
}

function ReceiveForm({ ret, onDone }: { ret: Return; onDone: () => void }) {
  const [counts, setCounts] = useState(() =>
    Object.fromEntries(ret.lines.map((line) => [line._id, { quantity: line.quantity, damaged: 0 }])),
  );
  const [receive, { isLoading }] = useReceiveReturnMutation();
  const lines = ret.lines.map((line) => ({ lineId: line.lineId, ...(counts[line._id] ?? { quantity: 0, damaged: 0 }) }));
  const set = (id: string, field: 'quantity' | 'damaged', value: number) =>
    setCounts((all) => ({ ...all, [id]: { quantity: 0, damaged: 0, ...all[id], [field]: value } }));
  return (
    <form
      className="w-full space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        run(() => receive({ id: ret._id, lines }).unwrap(), 'Return received').then(onDone);
      }}
    >
      {ret.lines.map((line) => (
        <div key={line._id} className="grid gap-3 sm:grid-cols-2">
          <FormField label={`${line.name}${line.size ? ` (${line.size})` : ''}: arrived`}>
            {(id) => (
              <input
                id={id}
                type="number"
                min={0}
                max={line.quantity}
                value={counts[line._id]?.quantity ?? 0}
                onChange={(e) => set(line._id, 'quantity', Number(e.target.value))}
                className={controlClasses}
              />
            )}
          </FormField>
          <FormField label={`${line.name}${line.size ? ` (${line.size})` : ''}: damaged`}>
            {(id) => (
              <input
                id={id}
                type="number"
                min={0}
                value={counts[line._id]?.damaged ?? 0}
                onChange={(e) => set(line._id, 'damaged', Number(e.target.value))}
                className={controlClasses}
              />
            )}
          </FormField>
        </div>
      ))}
      <Button type="submit" size="sm" disabled={isLoading}>
        Record receipt
      </Button>
    </form>
  );
}

export function ReturnActions({ ret }: { ret: Return }) {
  const [open, setOpen] = useState<'reject' | 'receive' | null>(null);
  const [approve, approving] = useApproveReturnMutation();
  const [close, closing] = useCloseReturnMutation();
  if (open === 'reject') return <RejectForm ret={ret} onDone={() => setOpen(null)} />;
  if (open === 'receive') return <ReceiveForm ret={ret} onDone={() => setOpen(null)} />;
  if (ret.status === 'requested') {
    return (
      <>
        <Button size="sm" disabled={approving.isLoading} onClick={() => run(() => approve(ret._id).unwrap(), 'Return approved')}>
          Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen('reject')}>
          Reject
        </Button>
      </>
    );
  }
  if (ret.status === 'approved') {
    return (
      <Button size="sm" onClick={() => setOpen('receive')}>
        Receive
      </Button>
    );
  }
  if (ret.status === 'received') {
    return (
      <Button
        size="sm"
        variant="secondary"
        disabled={closing.isLoading}
        onClick={() => run(() => close(ret._id).unwrap(), 'Return closed')}
      >
        Close
      </Button>
    );
  }
  return null;
}
