// The admin's Refund: the whole order or chosen lines and quantities, a confirm step naming the amount, then the refunds
// made so far with who made them. The amount named is refundAmountOf's, the function the server refunds by.
import { isClosedOrderStatus, type Order, refundAmountOf } from '@atelier/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { errorMessage } from '../../shared/api/errors';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { toast } from '../../shared/toast';
import { type RefundRequest, useRefundOrderMutation } from './api';
import { OrderRefunds } from './OrderRefunds';

type Quantities = Record<string, number>;

/** What is left to refund of a line: neither refunded already nor exchanged for another size by a return. */
const refundableOf = (line: Order['products'][number]) => line.quantity - line.refundedQuantity - line.exchangedQuantity;

export function RefundPanel({ order }: { order: Order }) {
  const formatPrice = useFormatPrice();
  const [chosen, setChosen] = useState<Quantities>({});
  const [confirming, setConfirming] = useState<{ request: RefundRequest; amount: number } | null>(null);
  const [refundOrder, { isLoading }] = useRefundOrderMutation();
  const [refundsMade, setRefundsMade] = useState(0);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const refundable = order.products.filter((line) => refundableOf(line) > 0);
  const open = !isClosedOrderStatus(order.status) && refundable.length > 0;
  const everything = Object.fromEntries(refundable.map((line) => [line._id, refundableOf(line)]));
  const picked = Object.entries(chosen).filter(([, quantity]) => quantity > 0);

  // The closed dialog hands focus back to the button that opened it, in the microtasks after it goes; that button is now
  // disabled (Refund selected) or about to go (Refund whole order), so in the next task focus moves to what was refunded.
  useEffect(() => {
    if (refundsMade === 0) return;
    const later = setTimeout(() => summaryRef.current?.focus());
    return () => clearTimeout(later);
  }, [refundsMade]);

  // One key per confirm step: sending it twice (a double click, a retry) refunds once.
  function ask(lines: RefundRequest['lines'], quantities: Quantities) {
    setConfirming({
      request: { id: order._id, lines, idempotencyKey: crypto.randomUUID() },
      // Refunding the whole order gives the delivery back too, as the server does when no lines are named.
      amount: refundAmountOf(order, quantities, lines === undefined),
    });
  }

  async function confirm() {
    if (!confirming) return;
    try {
      const { refund, message } = await refundOrder(confirming.request).unwrap();
      if (refund.status === 'pending') toast.message(message);
      else toast.success(`Refunded ${formatPrice(refund.amount)}`);
      setChosen({});
      setConfirming(null);
      setRefundsMade((count) => count + 1);
    } catch (error) {
      toast.error(`Error: ${errorMessage(error)}`);
    }
  }

  return (
    <div>
      <p ref={summaryRef} role="status" tabIndex={-1} className="text-sm text-muted">
        {formatPrice(order.refundedAmount)} refunded of {formatPrice(order.amount)} paid.
      </p>
      <OrderRefunds refunds={order.refunds} showWho />
      {open ? (
        <>
          <ul className="mt-4 divide-y divide-line border-t border-line">
            {refundable.map((line) => {
              const left = refundableOf(line);
              const id = `refund-${line._id}`;
              return (
                <li key={line._id} className="flex items-center justify-between gap-4 py-3 text-sm">
                  <label htmlFor={id} className="min-w-0">
                    <span className="font-medium text-ink">{line.name}</span>
                    {line.size ? ` · size ${line.size}` : ''}
                    <span className="block text-muted">
                      {left} of {line.quantity} left to refund · {formatPrice(line.price)} each
                    </span>
                  </label>
                  <select
                    id={id}
                    value={chosen[line._id] ?? 0}
                    onChange={(e) => setChosen({ ...chosen, [line._id]: Number(e.target.value) })}
                    className={`${controlClasses} max-w-24`}
                  >
                    {[...Array(left + 1).keys()].map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <Button
              variant="secondary"
              disabled={picked.length === 0}
              onClick={() =>
                ask(
                  picked.map(([lineId, quantity]) => ({ lineId, quantity })),
                  chosen,
                )
              }
            >
              Refund selected
            </Button>
            <Button onClick={() => ask(undefined, everything)}>Refund whole order</Button>
          </div>
        </>
      ) : null}
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title="Confirm refund">
        <p className="text-sm text-muted">
          {formatPrice(confirming?.amount ?? 0)} goes back to {order.email}'s card through the payment service. This cannot be
          undone.
        </p>
        <div className="flex justify-end gap-3 pt-6">
          <Button variant="ghost" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={isLoading}>
            Refund {formatPrice(confirming?.amount ?? 0)}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
