// The returns of an order on its customer's page: each with its status and history (cancellable while requested),
// and within the shop's return window, the way to ask for another. Once asked, the new return takes the focus; left
// unsent, the form hands it back to the button that opened it; a return called off keeps it, on itself.
import { formatOrderNumber, type Order } from '@atelier/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { errorMessage } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { toast } from '../../shared/toast';
import { useFocusKeptInList } from '../../shared/useFocusKeptInList';
import { useCancelReturnMutation, useGetOrderReturnsQuery, useGetReturnPolicyQuery } from './api';
import { ReturnCard } from './ReturnCard';
import { ReturnForm } from './ReturnForm';
import { canAskForReturn, returnableQuantities } from './returnWindow';

function CancelReturnButton({ id, orderNumber }: { id: string; orderNumber: number }) {
  const [cancel, { isLoading }] = useCancelReturnMutation();
  const translate = useTranslate();
  const number = formatOrderNumber(orderNumber);
  async function click() {
    try {
      await cancel(id).unwrap();
      toast.success(translate('returns.cancelled'));
    } catch (error) {
      toast.error(translate('error.withMessage', { message: errorMessage(error) }));
    }
  }
  return (
    <DeleteButton
      verb={translate('returns.cancelVerb')}
      what={translate('returns.cancelWhat', { number })}
      label={translate('returns.cancelLabel')}
      named={translate('returns.cancelNamed', { number })}
      consequence={translate('returns.cancelConsequence')}
      keepLabel={translate('returns.keep')}
      variant="secondary"
      disabled={isLoading}
      onDelete={() => void click()}
    />
  );
}

export function OrderReturns({ order }: { order: Order }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [focusWanted, setFocusWanted] = useState<{ returnId: string } | 'ask' | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const { data: returns = [] } = useGetOrderReturnsQuery(order._id);
  useFocusKeptInList({ listRef, itemSelector: 'article', items: returns, focusIn: (card) => card, fallback: () => null });

  // The new return shows once the order's returns are read again: it takes the focus then, and the form, kept busy
  // until that moment so the focus has somewhere to stay, closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `returns` is what is waited for; the card is read from the page.
  useEffect(() => {
    if (focusWanted === null) return;
    const target =
      focusWanted === 'ask'
        ? askRef.current
        : listRef.current?.querySelector<HTMLElement>(`[data-return-id="${focusWanted.returnId}"]`);
    if (!target) return;
    target.focus();
    setFocusWanted(null);
    setAsking(false);
  }, [focusWanted, returns]);

  // Until the shop has said how long its window is, nothing is offered that it might refuse.
  const { data: policy } = useGetReturnPolicyQuery();
  const left = returnableQuantities(order, returns);
  const canAsk = !!policy && canAskForReturn(order, policy.windowDays) && [...left.values()].some((n) => n > 0);
  if (returns.length === 0 && !canAsk) return null;
  return (
    <section
      aria-labelledby={`returns-${order._id}`}
      className="mt-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id={`returns-${order._id}`} className="mb-4 text-xl">
        {translate('returns.title')}
      </h2>
      <div ref={listRef} className="space-y-4">
        {returns.map((ret) => (
          <ReturnCard
            key={ret._id}
            ret={ret}
            actions={ret.status === 'requested' ? <CancelReturnButton id={ret._id} orderNumber={order.number} /> : null}
          />
        ))}
      </div>
      {canAsk && !asking ? (
        <Button ref={askRef} className="mt-4" onClick={() => setAsking(true)}>
          {translate('returns.ask')}
        </Button>
      ) : null}
      {asking ? (
        <div className="mt-4">
          <ReturnForm
            order={order}
            left={left}
            onDone={(asked) => {
              if (!asked) setAsking(false);
              setFocusWanted(asked ? { returnId: asked._id } : 'ask');
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
