// The Tax section's fields: the shop's currency, whether prices are entered with their tax, and whether delivery is taxed.
import { RadioGroup } from '../../components/RadioGroup';
import { SelectField } from '../../components/SelectField';
import { type PricesEntered, SHOP_CURRENCIES, SHOP_CURRENCY_NAMES, type TaxDelivery, type TaxDraft } from './taxSettings';

const PRICES_ENTERED: { value: PricesEntered; label: string }[] = [
  { value: 'excluding', label: 'Excluding tax: tax is added at checkout' },
  { value: 'including', label: 'Including tax: the shelf price is the price paid' },
];

const TAX_DELIVERY: Record<TaxDelivery, string> = {
  follow: 'Follow the prices',
  taxed: 'Taxed',
  untaxed: 'Not taxed',
};

/** The choices, following the prices with what it comes to now: taxed where prices include tax. */
const taxDeliveryLabels = (pricesEntered: PricesEntered): Record<TaxDelivery, string> => ({
  ...TAX_DELIVERY,
  follow: `${TAX_DELIVERY.follow}: ${pricesEntered === 'including' ? 'taxed' : 'not taxed'}`,
});

interface TaxFieldsProps {
  tax: TaxDraft;
  onChange: (fields: Partial<TaxDraft>) => void;
  /** The server's reason for each refused field: `currency`, `pricesIncludeTax`, `taxShipping`. */
  errors: Record<string, string>;
}

export function TaxFields({ tax, onChange, errors }: TaxFieldsProps) {
  return (
    <>
      <SelectField
        label="Currency"
        value={tax.currency}
        options={SHOP_CURRENCIES}
        optionLabels={SHOP_CURRENCY_NAMES}
        onChange={(currency) => onChange({ currency })}
        error={errors.currency}
      />
      <SelectField
        label="Tax delivery"
        value={tax.taxDelivery}
        options={Object.keys(TAX_DELIVERY) as TaxDelivery[]}
        optionLabels={taxDeliveryLabels(tax.pricesEntered)}
        onChange={(taxDelivery) => onChange({ taxDelivery })}
        error={errors.taxShipping}
      />
      <div className="sm:col-span-2">
        <RadioGroup
          legend="Prices entered"
          name="prices-entered"
          options={PRICES_ENTERED}
          value={tax.pricesEntered}
          onChange={(value) => onChange({ pricesEntered: value as PricesEntered })}
        />
        {errors.pricesIncludeTax && <p className="mt-1.5 text-sm text-danger">{errors.pricesIncludeTax}</p>}
      </div>
    </>
  );
}
