// The stock part of the product form: one count for a one-size product, or a row per size for a sized one.
import { SIZES } from '@atelier/domain';
import { controlClasses, FormField } from '../../components/FormField';
import type { ProductFormValues } from './productForm';

interface StockFieldsProps {
  values: ProductFormValues;
  onChange: (changes: Partial<ProductFormValues>) => void;
}

const countInput = { type: 'number', inputMode: 'numeric', min: '0', step: '1', className: controlClasses } as const;

export function StockFields({ values, onChange }: StockFieldsProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">Stock</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.sized}
          onChange={(event) => onChange({ sized: event.target.checked })}
          className="size-4 accent-accent"
        />
        Sold in sizes (leave a size empty if it is not made)
      </label>
      {values.sized ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {SIZES.map((size) => (
            <FormField key={size} label={`Stock of size ${size}`}>
              {(id) => (
                <input
                  id={id}
                  {...countInput}
                  value={values.sizeStock[size]}
                  onChange={(event) => onChange({ sizeStock: { ...values.sizeStock, [size]: event.target.value } })}
                />
              )}
            </FormField>
          ))}
        </div>
      ) : (
        <FormField label="Units in stock">
          {(id) => (
            <input id={id} {...countInput} value={values.stock} onChange={(event) => onChange({ stock: event.target.value })} />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
