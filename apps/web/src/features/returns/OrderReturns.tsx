// The returns of an order on its customer's page: each with its status and history (cancellable while requested),
// and within the shop's return window, the way to ask for another.
import { formatOrderNumber, type Order } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { DeleteButton } from '../../components/DeleteButton';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useCancelReturnMutation, useGetOrderReturnsQuery, useGetReturnPolicyQuery } from './api';
import { ReturnCard } from './ReturnCard';
import { ReturnForm } from './ReturnForm';
import { canAskForReturn, returnableQuantities } from './returnWindow';

function CancelReturnButton({ id, orderNumber }: { id: string; orderNumber: number }) {
  const [cancel, { isLoading }] = useCancelReturnMutation();
  async function click() {
    try {
      await cancel(id).unwrap();
      toast.success('Your return is cancelled');
    } catch (error) {
      toast.error(`Error: ${errorMessage(error)}`);
    }
  }
  return (
    <DeleteButton
      verb="Cancel"
      what={`return of order ${formatOrderNumber(orderNumber)}`}
      label="Cancel return"
      named={`this return of order ${formatOrderNumber(orderNumber)}`}
      consequence="Nothing will be collected or refunded for it; while the return window is open you can ask again."
      keepLabel="Keep the return"
      variant="secondary"
      disabled={isLoading}
      onDelete={() => void click()}
    />
  );
}

export function OrderReturns({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const { data: returns = [] } = useGetOrderReturnsQuery(order._id);
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
        Returns and exchanges
      </h2>
      <div className="space-y-4">
        {returns.map((ret) => (
          <ReturnCard
            key={ret._id}
            ret={ret}
            actions={ret.status === 'requested' ? <CancelReturnButton id={ret._id} orderNumber={order.number} /> : null}
          />
        ))}
      </div>
      {canAsk && !asking ? (
        <Button className="mt-4" onClick={() => setAsking(true)}>
          Return or exchange
        </Button>
      ) : null}
      {asking ? (
        <div className="mt-4">
          <ReturnForm order={order} left={left} onDone={() => setAsking(false)} />
        </div>
      ) : null}
    </section>
  );
}
