// The product form's style: an identifier typed by the admin, or "Same style as…" another product, whose style the
// server gives it (starting one from that product's name when it has none).
import type { Product } from '@atelier/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { useGetProductsQuery } from './api';

interface StyleFieldProps {
  style: string;
  sameStyleAs: string;
  onChange: (changes: { style?: string; sameStyleAs?: string }) => void;
  /** The product being edited, left out of the choices. */
  productId?: string;
}

export function StyleField({ style, sameStyleAs, onChange, productId }: StyleFieldProps) {
  const [picking, setPicking] = useState(sameStyleAs !== '');
  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
      <FormField label="Style">
        {(id, validity) => (
          <input
            id={id}
            {...validity}
            value={style}
            disabled={sameStyleAs !== ''}
            onChange={(event) => onChange({ style: event.target.value, sameStyleAs: '' })}
            placeholder="riviera-shirt-dress"
            className={controlClasses}
          />
        )}
      </FormField>
      {picking ? (
        <SameStylePicker value={sameStyleAs} onChange={(id) => onChange({ sameStyleAs: id })} productId={productId} />
      ) : (
        <Button type="button" variant="secondary" onClick={() => setPicking(true)} className="sm:justify-self-start">
          Same style as…
        </Button>
      )}
    </div>
  );
}

/** Loaded only once asked for: the newest products, by name and colour. */
function SameStylePicker({ value, onChange, productId }: { value: string; onChange: (id: string) => void; productId?: string }) {
  const id = useId();
  const { data } = useGetProductsQuery({ limit: 100 });
  const choices = (data?.products ?? []).filter((product: Product) => product._id !== productId);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Same style as…
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={controlClasses}>
        <option value="">No other product</option>
        {choices.map((product) => (
          <option key={product._id} value={product._id}>
            {product.name} ({product.color}){product.style ? ` · ${product.style}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
