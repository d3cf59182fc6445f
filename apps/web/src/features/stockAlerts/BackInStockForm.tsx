// "Email me when it's back" on a sold-out product, or a sold-out size of a sized one: a signed-in shopper is
// subscribed at once, a visitor gives an address and confirms it from the mail that follows. A refused field is marked
// with the reason under it and takes the focus; the shop's answer takes it once the form has gone.
import type { Size } from '@atelier/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useFieldErrors } from '../../shared/useFieldErrors';
import { useRequestStockAlertMutation } from './api';

interface BackInStockFormProps {
  productId: string;
  /** The sold-out sizes of a sized product still partly in stock; none: the product as a whole is sold out. */
  soldOutSizes: Size[];
}

export function BackInStockForm({ productId, soldOutSizes }: BackInStockFormProps) {
  const translate = useTranslate();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [email, setEmail] = useState('');
  const [size, setSize] = useState<Size | undefined>(soldOutSizes[0]);
  const [problem, setProblem] = useState('');
  const { formRef, errors, show, showRefusal, clear } = useFieldErrors();
  const answerRef = useRef<HTMLParagraphElement>(null);
  const [request, { isLoading, data }] = useRequestStockAlertMutation();

  // The form the focus was in has gone: the answer that replaced it takes the focus.
  useEffect(() => {
    if (data) answerRef.current?.focus();
  }, [data]);

  if (data) {
    return (
      <p
        ref={answerRef}
        tabIndex={-1}
        role="status"
        className="rounded-card border border-line bg-cream px-4 py-3 text-sm text-ink"
      >
        {translate(signedIn ? 'stockAlert.willMail' : 'stockAlert.confirmFirst')}
      </p>
    );
  }

  async function submit() {
    setProblem('');
    if (!signedIn && email.trim() === '') return show({ email: translate('stockAlert.emailMissing') });
    try {
      await request({ productId, ...(size ? { size } : {}), ...(signedIn ? {} : { email }) }).unwrap();
    } catch (error) {
      setProblem(showRefusal(error, [...(signedIn ? [] : ['email']), ...(size ? ['size'] : [])]));
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={translate('stockAlert.title')}
      className="flex flex-col gap-3 rounded-card border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted">{translate(soldOutSizes.length > 0 ? 'stockAlert.sizeSoldOut' : 'stockAlert.soldOut')}</p>
      {soldOutSizes.length > 0 && size && (
        <SelectField
          label={translate('stockAlert.size')}
          value={size}
          options={soldOutSizes}
          onChange={(chosen) => {
            setSize(chosen);
            clear('size');
          }}
          error={errors.size}
        />
      )}
      {!signedIn && (
        <TextField
          label={translate('stockAlert.email')}
          type="email"
          value={email}
          onChange={(typed) => {
            setEmail(typed);
            clear('email');
          }}
          error={errors.email}
        />
      )}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" busy={isLoading} className="sm:self-start">
        {translate('stockAlert.title')}
      </Button>
    </form>
  );
}
