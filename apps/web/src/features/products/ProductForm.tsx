// The product fields shared by the add and update screens (SPEC §2): name and description (with a tab per language),
// category, colour, price, image; and its stock, and what the sales channels read of it. A gift card has its amounts
// in place of price and stock.
import { CATEGORIES, COLORS } from '@atelier/domain';
import { Button } from '../../components/Button';
import { controlClasses, FormField } from '../../components/FormField';
import { ImageUpload } from '../../components/ImageUpload';
import { SelectField } from '../../components/SelectField';
import { ChannelFields } from './ChannelFields';
import { GalleryField } from './GalleryField';
import { GiftCardFields } from './GiftCardFields';
import { ProductTexts } from './ProductTexts';
import { type ProductFormValues, type RequiredProductField, withPictures } from './productForm';
import { StockFields } from './StockFields';
import { StyleField } from './StyleField';

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
  /** Required fields found empty: each is marked, with what to do beside it. */
  missing?: readonly RequiredProductField[];
  ref?: React.Ref<HTMLFormElement>;
  /** The product being edited, which "Same style as…" leaves out. */
  productId?: string;
}

const MISSING_MESSAGES: Record<RequiredProductField, string> = {
  name: 'Enter the product name.',
  category: 'Choose a category.',
  color: 'Choose a colour.',
  price: 'Enter a price.',
  description: 'Write a description.',
};

export function ProductForm({
  values,
  onChange,
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  error,
  uploadImage,
  missing = [],
  ref,
  productId,
}: ProductFormProps) {
  const changePictures = (changes: Partial<ProductFormValues>) => onChange(withPictures(values, changes));
  const set = (field: keyof ProductFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ [field]: event.target.value });
  const missingMessage = (field: RequiredProductField) => (missing.includes(field) ? MISSING_MESSAGES[field] : undefined);

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-5 rounded-card border border-line bg-white p-5 shadow-card sm:p-8"
    >
      <ProductTexts values={values} onChange={onChange} missingMessage={missingMessage} />
      <div className={`grid gap-5 ${values.giftCard ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        <SelectField
          label="Category"
          value={values.category}
          options={CATEGORIES}
          placeholder="Select category"
          onChange={(category) => onChange({ category })}
          error={missingMessage('category')}
        />
        <SelectField
          label="Colour"
          value={values.color}
          options={COLORS}
          placeholder="Select color"
          onChange={(color) => onChange({ color })}
          error={missingMessage('color')}
        />
        {values.giftCard ? null : (
          <FormField label="Price" error={missingMessage('price')}>
            {(id, validity) => (
              <input
                id={id}
                {...validity}
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
        )}
      </div>
      <GiftCardFields values={values} onChange={onChange} />
      {values.giftCard ? null : <StockFields values={values} onChange={onChange} />}
      <ImageUpload
        label="Image"
        currentImage={values.image}
        upload={uploadImage}
        onChange={(image) => changePictures({ image })}
      />
      <GalleryField pictures={values.images} upload={uploadImage} onChange={(images) => changePictures({ images })} />
      <StyleField style={values.style} sameStyleAs={values.sameStyleAs} onChange={onChange} productId={productId} />
      <ChannelFields values={values} onChange={onChange} />
      {error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
