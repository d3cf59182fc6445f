// The customer's way out of a pending order: a confirm step, then all of the payment back and the order cancelled.
import { type Order, toCents, toDollars } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { errorMessage } from '../../shared/api/errors';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { toast } from '../../shared/toast';
import { useCancelOrderMutation } from './api';

export function CancelOrderButton({ order }: { order: Order }) {
  const formatPrice = useFormatPrice();
  const [confirming, setConfirming] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  if (order.status !== 'pending') return null;

  async function confirm() {
    try {
      await cancelOrder(order._id).unwrap();
      toast.success('Your order is cancelled and your payment refunded');
      setConfirming(false);
    } catch (error) {
      toast.error(`Error: ${errorMessage(error)}`);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Cancel order
      </Button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Cancel this order?">
        <p className="text-sm text-muted">
          {formatPrice(toDollars(toCents(order.amount) - toCents(order.refundedAmount)))} goes back to the card you paid with, and
          the order cannot be restored.
        </p>
        <div className="flex justify-end gap-3 pt-6">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep order
          </Button>
          <Button onClick={confirm} disabled={isLoading}>
            Yes, cancel order
          </Button>
        </div>
      </Modal>
    </>
  );
}
