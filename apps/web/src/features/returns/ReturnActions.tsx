// What an admin can do with a return in its state: approve or reject it while requested, record what arrived once
// approved, close it once received. The focus follows the work: into a form as it opens, and once the return has
// moved, to what can be done with it next (or to the return itself when nothing is left to do).
import type { Return, ReturnStatus } from '@atelier/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useApproveReturnMutation, useCloseReturnMutation, useReceiveReturnMutation, useRejectReturnMutation } from './api';

/** Runs a move and says how it went; answers whether it was made. */
async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await action();
    toast.success(done);
    return true;
  } catch (error) {
    toast.error(`Error: ${errorMessage(error)}`);
    return false;
  }
}

/** Focuses the first control of a form as it opens, where the button that opened it was. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

interface MoveFormProps {
  ret: Return;
  /** Called once the move is made; the form stays, busy, until the return shows its new status. */
  onMoved: () => void;
}

function RejectForm({ ret, onMoved }: MoveFormProps) {
  const [reason, setReason] = useState('');
  const [reject, { isLoading, isSuccess }] = useRejectReturnMutation();
  const reasonRef = useFocusOnOpen<HTMLInputElement>();
  return (
    <form
      className="w-full space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => reject({ id: ret._id, reason }).unwrap(), 'Return rejected').then((made) => made && onMoved());
      }}
    >
      <FormField label="Why it is rejected">
        {(id) => (
          <input
            ref={reasonRef}
            id={id}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={controlClasses}
          />
        )}
      </FormField>
      <Button type="submit" variant="danger" size="sm" busy={isLoading || isSuccess} disabled={!reason.trim()}>
        Reject return
      </Button>
    </form>
  );
}

function ReceiveForm({ ret, onMoved }: MoveFormProps) {
  const [counts, setCounts] = useState(() =>
    Object.fromEntries(ret.lines.map((line) => [line._id, { quantity: line.quantity, damaged: 0 }])),
  );
  const [receive, { isLoading, isSuccess }] = useReceiveReturnMutation();
  const firstRef = useFocusOnOpen<HTMLInputElement>();
  const lines = ret.lines.map((line) => ({ lineId: line.lineId, ...(counts[line._id] ?? { quantity: 0, damaged: 0 }) }));
  const set = (id: string, field: 'quantity' | 'damaged', value: number) =>
    setCounts((all) => ({ ...all, [id]: { quantity: 0, damaged: 0, ...all[id], [field]: value } }));
  return (
    <form
      className="w-full space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => receive({ id: ret._id, lines }).unwrap(), 'Return received').then((made) => made && onMoved());
      }}
    >
      {ret.lines.map((line, index) => (
        <div key={line._id} className="grid gap-3 sm:grid-cols-2">
          <FormField label={`${line.name}${line.size ? ` (${line.size})` : ''}: arrived`}>
            {(id) => (
              <input
                ref={index === 0 ? firstRef : undefined}
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
      <Button type="submit" size="sm" busy={isLoading || isSuccess}>
        Record receipt
      </Button>
    </form>
  );
}

export function ReturnActions({ ret }: { ret: Return }) {
  const [open, setOpen] = useState<'reject' | 'receive' | null>(null);
  // The status a move was made from, until the return is read again with its new one.
  const [movedFrom, setMovedFrom] = useState<ReturnStatus | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const [approve, approving] = useApproveReturnMutation();
  const [close, closing] = useCloseReturnMutation();
  const moved = movedFrom !== null && movedFrom !== ret.status;

  useEffect(() => {
    if (!moved) return;
    setMovedFrom(null);
    setOpen(null);
    const actions = actionsRef.current;
    const next = actions?.querySelector<HTMLElement>('button, input, select');
    (next ?? actions?.closest<HTMLElement>('article'))?.focus();
  }, [moved]);

  const onMoved = () => setMovedFrom(ret.status);
  const waiting = movedFrom !== null;
  const move = (action: () => Promise<unknown>, done: string) => void run(action, done).then((made) => made && onMoved());
  const shown = moved ? null : open;

  let actions: React.ReactNode = null;
  if (shown === 'reject') actions = <RejectForm ret={ret} onMoved={onMoved} />;
  else if (shown === 'receive') actions = <ReceiveForm ret={ret} onMoved={onMoved} />;
  else if (ret.status === 'requested') {
    actions = (
      <>
        <Button
          size="sm"
          busy={approving.isLoading || waiting}
          onClick={() => move(() => approve(ret._id).unwrap(), 'Return approved')}
        >
          Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen('reject')}>
          Reject
        </Button>
      </>
    );
  } else if (ret.status === 'approved') {
    actions = (
      <Button size="sm" onClick={() => setOpen('receive')}>
        Receive
      </Button>
    );
  } else if (ret.status === 'received') {
    actions = (
      <Button
        size="sm"
        variant="secondary"
        busy={closing.isLoading || waiting}
        onClick={() => move(() => close(ret._id).unwrap(), 'Return closed')}
      >
        Close
      </Button>
    );
  }
  return (
    <div ref={actionsRef} className="contents">
      {actions}
    </div>
  );
}
