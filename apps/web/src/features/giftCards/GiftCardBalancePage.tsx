// Anyone with a gift card's code reads what is left on it and until when. Wrong codes are limited by the server.
import type { GiftCardBalance } from '@atelier/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { errorMessage } from '../../shared/api/errors';
import { useFormatDate } from '../../shared/i18n/usePageIntl';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useCheckGiftCardMutation } from './api';

export default function GiftCardBalancePage() {
  const translate = useTranslate();
  const formatDate = useFormatDate({ year: 'numeric', month: 'short', day: 'numeric' });
  useDocumentTitle(translate('giftCard.balance.title'));
  const formatPrice = useFormatPrice();
  const [code, setCode] = useState('');
  const [checkGiftCard, { isLoading }] = useCheckGiftCardMutation();
  const [found, setFound] = useState<GiftCardBalance | null>(null);
  const [refusal, setRefusal] = useState('');

  async function check(event: FormEvent) {
    event.preventDefault();
    setFound(null);
    setRefusal('');
    const answer = await checkGiftCard(code.trim());
    if ('error' in answer) setRefusal(errorMessage(answer.error));
    else setFound(answer.data);
  }

  return (
    <main className="mx-auto max-w-xl px-4 py-12 sm:px-6 lg:py-20">
      <p className="text-xs font-medium tracking-[0.3em] text-accent uppercase">{translate('giftCard.balance.eyebrow')}</p>
      <h1 className="mt-3 text-4xl">{translate('giftCard.balance.heading')}</h1>
      <p className="mt-4 text-muted">{translate('giftCard.balance.intro')}</p>
      <form onSubmit={check} className="mt-8 flex flex-col gap-4 rounded-card border border-line bg-white p-6 shadow-card">
        <FormField label={translate('giftCard.balance.code')} error={refusal || undefined}>
          {(id, validity) => (
            <input
              id={id}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              required
              {...validity}
              className={`${controlClasses} font-mono tracking-widest uppercase`}
            />
          )}
        </FormField>
        <Button type="submit" busy={isLoading}>
          {translate('giftCard.balance.check')}
        </Button>
      </form>
      <div aria-live="polite" className="mt-6">
        {found ? (
          <section aria-label={translate('giftCard.balance.region')} className="rounded-card border border-line bg-cream p-6">
            <p className="text-sm text-muted">{translate('giftCard.balance.endingIn', { last4: found.last4 })}</p>
            <p className="mt-1 font-display text-3xl text-ink">{formatPrice(found.balance)}</p>
            <p className="mt-2 text-sm text-muted">
              {found.expiresAt
                ? translate('giftCard.balance.validUntil', { date: formatDate(found.expiresAt) })
                : translate('giftCard.balance.noExpiry')}
            </p>
          </section>
        ) : null}
      </div>
    </main>
  );
}
