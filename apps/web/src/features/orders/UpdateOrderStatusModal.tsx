// The 'Update Order Status' modal: an admin may move an order to any status.
import { formatOrderNumber, isClosedOrderStatus, ORDER_STATUSES, type Order, type OrderStep } from '@atelier/domain';
import { useState } from 'react';
import { controlClasses, FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { useUpdateOrderStatusMutation } from './api';
import { statusLabel } from './statusTones';

interface UpdateOrderStatusModalProps {
  order: Order;
  onClose: () => void;
}

export function UpdateOrderStatusModal({ order, onClose }: UpdateOrderStatusModalProps) {
  // A refunded or cancelled order stays so (the server refuses a change): the select starts at the first step.
  const [status, setStatus] = useState<OrderStep>(isClosedOrderStatus(order.status) ? 'pending' : order.status);
  const [failed, setFailed] = useState(false);
  const [updateOrderStatus, { isLoading }] = useUpdateOrderStatusMutation();

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    try {
      await updateOrderStatus({ id: order._id, status }).unwrap();
      onClose();
    } catch (error) {
      console.error('Updating the order status failed', error);
      setFailed(true);
    }
  }

  return (
    <Modal open onClose={onClose} title="Update Order Status">
      <form onSubmit={handleSubmit} className="space-y-4">
        <p className="text-sm text-muted">
          Order <span className="font-medium text-ink">{formatOrderNumber(order.number)}</span> · {order.email}
        </p>
        <FormField label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => setStatus(e.target.value as OrderStep)} className={controlClasses}>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {failed ? (
          <p role="alert" className="text-sm text-danger">
            Failed to update status.
          </p>
        ) : null}
        <ModalActions onCancel={onClose} submitLabel="Update" busy={isLoading} />
      </form>
    </Modal>
  );
}
