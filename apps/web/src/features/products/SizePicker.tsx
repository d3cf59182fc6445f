// The sizes of a sized product as a radio group: a sold-out size is disabled and says so.
import type { Size, SizeStock } from '@atelier/domain';
import { useTranslate } from '../../shared/i18n/useTranslate';

interface SizePickerProps {
  sizes: SizeStock[];
  value: Size | undefined;
  onChange: (size: Size) => void;
}

export function SizePicker({ sizes, value, onChange }: SizePickerProps) {
  const translate = useTranslate();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{translate('product.size')}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map(({ size, stock }) => (
          <label
            key={size}
            className="relative flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-full border border-line px-4 text-sm text-ink has-checked:border-ink has-checked:bg-ink has-checked:text-white has-disabled:cursor-not-allowed has-disabled:text-muted has-disabled:line-through has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              disabled={stock === 0}
              onChange={() => onChange(size)}
              aria-label={stock === 0 ? translate('product.sizeSoldOut', { size }) : size}
              className="sr-only"
            />
            {size}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
