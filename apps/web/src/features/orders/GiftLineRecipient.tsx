// Under a gift card line of an order: whom it goes to and when, and, for its buyer while its mail has not gone, a way
// to send it to another email.
import type { OrderGiftCard } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { toast } from '../../shared/toast';
import { useFieldErrors } from '../../shared/useFieldErrors';
import { useChangeGiftRecipientMutation } from './api';

interface GiftLineRecipientProps {
  orderId: string;
  lineId: string;
  giftCard: OrderGiftCard;
  /** The buyer's own page: the email can be changed until the mail goes. */
  changeable: boolean;
  /** Its line was refunded: the card was taken back, and its mail, if it had not gone, never will. */
  refunded: boolean;
}

export function GiftLineRecipient({ orderId, lineId, giftCard, changeable, refunded }: GiftLineRecipientProps) {
  const translate = useTranslate();
  const formatDate = useFormatDate({ dateStyle: 'medium' });
  const [editing, setEditing] = useState(false);
  const date = formatDate(new Date(giftCard.sendAt));
  return (
    <div className="mt-1 space-y-1 text-sm text-muted">
      <p className="break-words">
        {translate('giftCard.line.recipient', { name: giftCard.recipientName, email: giftCard.recipientEmail })}
      </p>
      <p>
        {refunded
          ? translate('giftCard.order.refunded')
          : giftCard.sent
            ? translate('giftCard.order.sent', { date })
            : translate('giftCard.order.toBeSent', { date })}
      </p>
      {changeable && !giftCard.sent && !refunded ? (
        editing ? (
          <RecipientEmailForm orderId={orderId} lineId={lineId} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            {translate('giftCard.order.changeEmail')}
          </Button>
        )
      ) : null}
    </div>
  );
}

function RecipientEmailForm({ orderId, lineId, onDone }: { orderId: string; lineId: string; onDone: () => void }) {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const { formRef, errors, showRefusal, clear } = useFieldErrors();
  const [problem, setProblem] = useState('');
  const [change, { isLoading }] = useChangeGiftRecipientMutation();
  // It opens in place of its button: its field takes the focus.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus(), [formRef]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem('');
    try {
      await change({ orderId, lineId, recipientEmail: email.trim() }).unwrap();
      toast.success(translate('giftCard.order.saved', { email: email.trim() }));
      onDone();
    } catch (error) {
      setProblem(showRefusal(error, ['recipientEmail']));
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-2">
      <FormField label={translate('giftCard.order.newEmail')} error={errors.recipientEmail}>
        {(id, validity) => (
          <input
            id={id}
            {...validity}
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clear('recipientEmail');
            }}
            className={controlClasses}
          />
        )}
      </FormField>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={isLoading}>
          {translate('giftCard.order.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {translate('giftCard.order.cancel')}
        </Button>
      </div>
    </form>
  );
}
