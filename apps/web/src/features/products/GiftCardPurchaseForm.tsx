// What a gift card product's page asks instead of a size: the amount (one of the owner's, or another within their
// limits), who it is for, a message and the day to send it. Each gift is its own cart line.
//
// The server draws this form and its code may come after the page's: the fields keep what was typed meanwhile, so the
// gift is read from them when it is added, and the custom amount shows by the ticked choice alone (CSS), not by state.
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { type GiftCardDetails, type GiftCardOffer, offersCustomAmount } from '../../shared/cart/giftLine';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useFieldErrors } from '../../shared/useFieldErrors';
import { useTakenOver } from '../../shared/useTakenOver';
import { sendDayRange, sendMoment } from './sendDay';
import type { GiftCardProduct } from './useAddGiftCard';
import { useAddGiftCard } from './useAddGiftCard';

const CUSTOM = 'custom';
const MESSAGE_MAX_LENGTH = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface GiftCardPurchaseFormProps {
  product: GiftCardProduct;
  offer: GiftCardOffer;
}

export default function GiftCardPurchaseForm({ product, offer }: GiftCardPurchaseFormProps) {
  const translate = useTranslate();
  const formatPrice = useFormatPrice();
  const addGiftCard = useAddGiftCard();
  const { formRef, errors, show, clear } = useFieldErrors();
  // Until then a tap on Add to cart would send the form as a plain one, the recipient in the address.
  const takenOver = useTakenOver();
  const { first, last } = sendDayRange();
  const range = { min: formatPrice(offer.customMin ?? 0), max: formatPrice(offer.customMax ?? 0) };

  /** The gift as the fields hold it, or what is wrong with it, by field. */
  function checked(fields: FormData): { gift?: GiftCardDetails; refused: Record<string, string> } {
    const field = (name: string) => String(fields.get(name) ?? '').trim();
    const choice = field('amount');
    const custom = field('custom');
    const recipientName = field('recipientName');
    const recipientEmail = field('recipientEmail');
    const message = field('message');
    const sendAt = field('sendAt');
    const refused: Record<string, string> = {};
    const amount = choice === CUSTOM ? Number(custom) : Number(choice);
    if (choice === '') refused.amount = translate('giftCard.buy.chooseAmount');
    else if (choice === CUSTOM && (custom === '' || !(amount >= (offer.customMin ?? 0) && amount <= (offer.customMax ?? 0))))
      refused.custom = translate('giftCard.buy.customRange', range);
    if (!recipientName) refused.recipientName = translate('giftCard.buy.nameMissing');
    if (!EMAIL.test(recipientEmail)) refused.recipientEmail = translate('giftCard.buy.emailInvalid');
    if (sendAt && (sendAt < first || sendAt > last)) refused.sendAt = translate('giftCard.buy.sendAtRange');
    if (Object.keys(refused).length > 0) return { refused };
    const gift: GiftCardDetails = {
      amount: Math.round(amount * 100) / 100,
      recipientName,
      recipientEmail,
      ...(message ? { message } : {}),
      ...(sendAt ? { sendAt: sendMoment(sendAt) } : {}),
    };
    return { gift, refused };
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { gift, refused } = checked(new FormData(event.currentTarget));
    if (!gift) return show(refused);
    show({});
    addGiftCard(product, gift);
  }

  const clearing = (field: string) => () => clear(field);

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="group space-y-4">
      <fieldset aria-describedby={errors.amount ? 'gift-amount-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">{translate('giftCard.buy.amount')}</legend>
        <div className="flex flex-wrap gap-2">
          {[...offer.amounts.map(String), ...(offersCustomAmount(offer) ? [CUSTOM] : [])].map((value, index) => (
            <label
              key={value}
              className="relative flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-full border border-line px-4 text-sm text-ink has-checked:border-ink has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-accent"
            >
              <input
                type="radio"
                name="amount"
                value={value}
                defaultChecked={index === 0}
                onChange={() => {
                  clear('amount');
                  clear('custom');
                }}
                className="sr-only"
              />
              {value === CUSTOM ? translate('giftCard.buy.custom') : formatPrice(Number(value))}
            </label>
          ))}
        </div>
        {errors.amount ? (
          <p id="gift-amount-error" className="mt-1.5 text-sm text-danger">
            {errors.amount}
          </p>
        ) : null}
      </fieldset>
      <div className="hidden group-has-[input[value=custom]:checked]:block">
        <FormField label={translate('giftCard.buy.customAmount', range)} error={errors.custom}>
          {(id, validity) => (
            <input
              id={id}
              {...validity}
              type="number"
              inputMode="decimal"
              min={offer.customMin}
              max={offer.customMax}
              step="0.01"
              name="custom"
              onChange={clearing('custom')}
              className={controlClasses}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={translate('giftCard.buy.recipientName')} error={errors.recipientName}>
          {(id, validity) => (
            <input
              id={id}
              {...validity}
              autoComplete="off"
              maxLength={100}
              name="recipientName"
              onChange={clearing('recipientName')}
              className={controlClasses}
            />
          )}
        </FormField>
        <FormField label={translate('giftCard.buy.recipientEmail')} error={errors.recipientEmail}>
          {(id, validity) => (
            <input
              id={id}
              {...validity}
              type="email"
              autoComplete="off"
              maxLength={254}
              name="recipientEmail"
              onChange={clearing('recipientEmail')}
              className={controlClasses}
            />
          )}
        </FormField>
      </div>
      <FormField label={translate('giftCard.buy.message')}>
        {(id) => (
          <textarea
            id={id}
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            name="message"
            onChange={clearing('message')}
            className={controlClasses}
          />
        )}
      </FormField>
      <FormField label={translate('giftCard.buy.sendAt')} error={errors.sendAt}>
        {(id, validity) => (
          <>
            <input
              id={id}
              {...validity}
              aria-describedby={[validity['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ')}
              type="date"
              min={first}
              max={last}
              name="sendAt"
              onChange={clearing('sendAt')}
              className={controlClasses}
            />
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
              {translate('giftCard.buy.sendAtHint')}
            </p>
          </>
        )}
      </FormField>
      <p className="text-sm text-muted">{translate('giftCard.buy.byMail')}</p>
      <Button type="submit" size="lg" className="sm:self-start" disabled={!takenOver}>
        <ShoppingBag size={18} aria-hidden="true" />
        {translate('product.addToCart')}
      </Button>
    </form>
  );
}
