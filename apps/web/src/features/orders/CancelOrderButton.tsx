// The customer's way out of a pending order: a confirm step, then all of the payment back and the order cancelled.
import { type Order, toCents, toDollars } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { errorMessage } from '../../shared/api/errors';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { toast } from '../../shared/toast';
import { useCancelOrderMutation } from './api';

export function CancelOrderButton({ order }: { order: Order }) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  if (order.status !== 'pending') return null;

  async function confirm() {
    try {
      await cancelOrder(order._id).unwrap();
      toast.success(translate('cancel.cancelled'));
      setConfirming(false);
    } catch (error) {
      toast.error(translate('error.withMessage', { message: errorMessage(error) }));
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {translate('cancel.button')}
      </Button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={translate('cancel.title')}>
        <p className="text-sm text-muted">
          {translate('cancel.body', { amount: formatPrice(toDollars(toCents(order.amount) - toCents(order.refundedAmount))) })}
        </p>
        <div className="flex justify-end gap-3 pt-6">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {translate('cancel.keep')}
          </Button>
          <Button onClick={confirm} disabled={isLoading}>
            {translate('cancel.confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
