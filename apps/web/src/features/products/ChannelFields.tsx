// The product form's part for Google Merchant Center and Meta: brand, condition, who it is for, what it is made of,
// its identifiers (a GTIN per size, or an MPN), Google's category, and whether the channels list it at all.
import {
  AGE_GROUPS,
  type GtinKey,
  ONE_SIZE,
  PRODUCT_CONDITIONS,
  PRODUCT_GENDERS,
  SIZE_SYSTEMS,
  SIZE_TYPES,
  SIZES,
} from '@atelier/domain';
import { controlClasses, FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';
import type { ChannelFormValues } from './channelForm';
import { GoogleCategoryField } from './GoogleCategoryField';
import type { ProductFormValues } from './productForm';

interface ChannelFieldsProps {
  values: ProductFormValues;
  onChange: (changes: Partial<ChannelFormValues>) => void;
}

/** The sizes a GTIN can be given for: those the form offers stock for, or the one size. */
function gtinKeys(values: ProductFormValues): GtinKey[] {
  return values.sized ? SIZES.filter((size) => values.sizeStock[size].trim() !== '') : [ONE_SIZE];
}

export function ChannelFields({ values, onChange }: ChannelFieldsProps) {
  const text = (field: 'brand' | 'material' | 'pattern' | 'mpn') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ [field]: event.target.value });
  return (
    <fieldset className="space-y-4 rounded-md border border-line p-4">
      <legend className="px-1 text-sm font-medium text-ink">Sales channels (Google, Meta)</legend>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={values.hideFromChannels}
          onChange={(event) => onChange({ hideFromChannels: event.target.checked })}
          className="size-4 accent-accent"
        />
        Hide from sales channels
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Brand">
          {(id) => (
            <input
              id={id}
              value={values.brand}
              onChange={text('brand')}
              placeholder="The shop's name"
              className={controlClasses}
            />
          )}
        </FormField>
        <SelectField
          label="Condition"
          value={values.condition}
          options={PRODUCT_CONDITIONS}
          onChange={(condition) => onChange({ condition })}
        />
        <FormField label="MPN">
          {(id) => (
            <input
              id={id}
              value={values.mpn}
              onChange={text('mpn')}
              placeholder="The style, if empty"
              className={controlClasses}
            />
          )}
        </FormField>
        <SelectField
          label="Gender"
          value={values.gender}
          options={PRODUCT_GENDERS}
          placeholder="Female (the shop's)"
          onChange={(gender) => onChange({ gender })}
        />
        <SelectField
          label="Age group"
          value={values.ageGroup}
          options={AGE_GROUPS}
          placeholder="Adult (the shop's)"
          onChange={(ageGroup) => onChange({ ageGroup })}
        />
        <SelectField
          label="Size system"
          value={values.sizeSystem}
          options={SIZE_SYSTEMS}
          optionLabels={Object.fromEntries(SIZE_SYSTEMS.map((system) => [system, system]))}
          placeholder="None given"
          onChange={(sizeSystem) => onChange({ sizeSystem })}
        />
        <SelectField
          label="Size type"
          value={values.sizeType}
          options={SIZE_TYPES}
          placeholder="None given"
          onChange={(sizeType) => onChange({ sizeType })}
        />
        <FormField label="Material">
          {(id) => (
            <input id={id} value={values.material} onChange={text('material')} placeholder="silk" className={controlClasses} />
          )}
        </FormField>
        <FormField label="Pattern">
          {(id) => (
            <input id={id} value={values.pattern} onChange={text('pattern')} placeholder="striped" className={controlClasses} />
          )}
        </FormField>
      </div>
      <GoogleCategoryField value={values.googleCategory} onChange={(googleCategory) => onChange({ googleCategory })} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {gtinKeys(values).map((key) => (
          <FormField key={key} label={key === ONE_SIZE ? 'GTIN' : `GTIN of size ${key}`}>
            {(id) => (
              <input
                id={id}
                inputMode="numeric"
                value={values.gtins[key]}
                onChange={(event) => onChange({ gtins: { ...values.gtins, [key]: event.target.value } })}
                placeholder="EAN or UPC"
                className={controlClasses}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}
