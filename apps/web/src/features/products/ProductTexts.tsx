// The product's name and description with a tab per language: English holds its own texts, French their translations
// and the material's (decision 600). A translation left empty shows the English text on the storefront.
import type { Language } from '@atelier/domain';
import { useState } from 'react';
import { controlClasses, FormField } from '../../components/FormField';
import { TranslatedFields } from '../../components/TranslatedFields';
import type { ProductFormValues, RequiredProductField } from './productForm';

interface ProductTextsProps {
  values: ProductFormValues;
  onChange: (changes: Partial<ProductFormValues>) => void;
  /** What to say beside a required English text left empty. */
  missingMessage: (field: RequiredProductField) => string | undefined;
}

export function ProductTexts({ values, onChange, missingMessage }: ProductTextsProps) {
  const [shown, setShown] = useState<Language>('en');
  // A required English text newly marked empty brings its tab forward, so the field it focuses is on screen; the tab
  // stays while the text is typed.
  const englishMissing = Boolean(missingMessage('name') ?? missingMessage('description'));
  const [markedBefore, setMarkedBefore] = useState(englishMissing);
  if (englishMissing !== markedBefore) {
    setMarkedBefore(englishMissing);
    if (englishMissing) setShown('en');
  }
  return (
    <TranslatedFields
      label="Product texts by language"
      shown={shown}
      onShow={setShown}
      english={
        <>
          <FormField label="Product name" error={missingMessage('name')}>
            {(id, validity) => (
              <input
                id={id}
                {...validity}
                value={values.name}
                onChange={(event) => onChange({ name: event.target.value })}
                placeholder="Ex: Diamond Earrings"
                className={controlClasses}
              />
            )}
          </FormField>
          <FormField label="Description" error={missingMessage('description')}>
            {(id, validity) => (
              <textarea
                id={id}
                {...validity}
                rows={6}
                value={values.description}
                onChange={(event) => onChange({ description: event.target.value })}
                placeholder="Write a product description"
                className={controlClasses}
              />
            )}
          </FormField>
        </>
      }
      fields={[
        { field: 'name', label: 'Product name', original: values.name },
        { field: 'description', label: 'Description', original: values.description, rows: 6 },
        { field: 'material', label: 'Material', original: values.material },
      ]}
      translations={values.translations}
      onChange={(translations) => onChange({ translations })}
    />
  );
}
