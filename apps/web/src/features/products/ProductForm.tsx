// The product fields shared by the add and update screens (SPEC §2): name, category, colour, price, image, description;
// and its stock.
import { CATEGORIES, COLORS } from '@atelier/domain';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { ImageUpload } from '../../components/ImageUpload';
import { SelectField } from '../../components/SelectField';
import type { ProductFormValues } from './productForm';
import { StockFields } from './StockFields';

interface ProductFormProps {
  values: ProductFormValues;
  /** Receives only the changed fields, so an upload finishing late never overwrites typing. */
  onChange: (changes: Partial<ProductFormValues>) => void;
  onSubmit: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The failure to show under the form, if any. */
  error?: string;
  /** Stores a chosen image (a data URL) and answers its URL. */
  uploadImage: (dataUrl: string) => Promise<string>;
}

export function ProductForm({ values, onChange, onSubmit, submitLabel, busyLabel, busy, error, uploadImage }: ProductFormProps) {
  const set = (field: keyof ProductFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ [field]: event.target.value });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-5 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <FormField label="Product name">
        {(id) => (
          <input
            id={id}
            value={values.name}
            onChange={set('name')}
            placeholder="Ex: Diamond Earrings"
            className={controlClasses}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label="Category"
          value={values.category}
          options={CATEGORIES}
          placeholder="Select category"
          onChange={(category) => onChange({ category })}
        />
        <SelectField
          label="Color"
          value={values.color}
          options={COLORS}
          placeholder="Select color"
          onChange={(color) => onChange({ color })}
        />
        <FormField label="Price">
          {(id) => (
            <input
              id={id}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={values.price}
              onChange={set('price')}
              placeholder="50"
              className={controlClasses}
            />
          )}
        </FormField>
      </div>
      <StockFields values={values} onChange={onChange} />
      <ImageUpload label="Image" currentImage={values.image} upload={uploadImage} onChange={(image) => onChange({ image })} />
      <FormField label="Description">
        {(id) => (
          <textarea
            id={id}
            rows={6}
            value={values.description}
            onChange={set('description')}
            placeholder="Write a product description"
            className={controlClasses}
          />
        )}
      </FormField>
      {error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
