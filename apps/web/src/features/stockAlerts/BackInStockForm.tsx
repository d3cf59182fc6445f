// "Email me when it's back" on a sold-out product, or a sold-out size of a sized one: a signed-in shopper is
// subscribed at once, a visitor gives an address and confirms it from the mail that follows.
import type { Size } from '@atelier/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../shared/api/errors';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useRequestStockAlertMutation } from './api';

interface BackInStockFormProps {
  productId: string;
  /** The sold-out sizes of a sized product still partly in stock; none: the product as a whole is sold out. */
  soldOutSizes: Size[];
}

export function BackInStockForm({ productId, soldOutSizes }: BackInStockFormProps) {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [email, setEmail] = useState('');
  const [size, setSize] = useState<Size | undefined>(soldOutSizes[0]);
  const [request, { isLoading, data, error }] = useRequestStockAlertMutation();
  if (data) {
    return (
      <p role="status" className="rounded-card border border-line bg-cream px-4 py-3 text-sm text-ink">
        {data.message}
      </p>
    );
  }
  return (
    <form
      aria-label="Email me when it's back"
      className="flex flex-col gap-3 rounded-card border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void request({ productId, ...(size ? { size } : {}), ...(signedIn ? {} : { email }) });
      }}
    >
      <p className="text-sm text-muted">
        {soldOutSizes.length > 0 ? 'A size sold out? ' : 'Sold out for now. '}
        We can write to you once when it is back.
      </p>
      {soldOutSizes.length > 0 && size && (
        <SelectField label="Sold-out size" value={size} options={soldOutSizes} onChange={setSize} />
      )}
      {!signedIn && <TextField label="Your email" type="email" value={email} onChange={setEmail} />}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(error)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={isLoading} className="sm:self-start">
        Email me when it's back
      </Button>
    </form>
  );
}
