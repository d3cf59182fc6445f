// The search field as a combobox: while the shopper types, up to six products to open at once (WAI-ARIA combobox
// with a listbox). Arrow keys move through them, Enter opens the one chosen (or searches, when none is), Escape closes.
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Thumbnail } from '../../components/Thumbnail';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDebouncedValue } from '../../shared/useDebouncedValue';
import { useGetProductsQuery } from './api';

const MAX_SUGGESTIONS = 6;
const PAUSE_MS = 250;
/** One letter matches too much to be worth suggesting. */
const MIN_LETTERS = 2;

interface SearchSuggestionsProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  className: string;
  placeholder: string;
}

export function SearchSuggestions({ id, value, onChange, className, placeholder }: SearchSuggestionsProps) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  const listId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const words = useDebouncedValue(value.trim(), PAUSE_MS);
  const { data } = useGetProductsQuery({ q: words, limit: MAX_SUGGESTIONS }, { skip: words.length < MIN_LETTERS });
  const suggestions = words.length >= MIN_LETTERS ? (data?.products ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const openProduct = (productId: string) => {
    setOpen(false);
    navigate(`/shop/${productId}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // Past either end the choice goes back to the field (-1), then round again.
      const next = active + (event.key === 'ArrowDown' ? 1 : -1);
      setActive(next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      // A chosen suggestion opens its product; otherwise Enter submits the search as before.
      event.preventDefault();
      openProduct(suggestions[active]._id);
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={placeholder}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={translate('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-line bg-ivory shadow-lg"
      >
        {suggestions.map((product, index) => (
          <div
            key={product._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The field keeps the focus (aria-activedescendant names the option); -1 keeps options out of Tab's way.
            tabIndex={-1}
            // Chosen before the field loses focus, which would close the list.
            onMouseDown={(event) => {
              event.preventDefault();
              openProduct(product._id);
            }}
            className={`flex cursor-pointer items-center gap-3 px-4 py-2 ${index === active ? 'bg-cream' : ''}`}
          >
            <Thumbnail src={product.image} alt="" width={40} height={50} className="h-12 w-10 rounded bg-cream object-cover" />
            <span className="flex-1 text-ink">{product.name}</span>
            <span className="text-sm text-muted">{formatPrice(product.price)}</span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {expanded ? translate('search.suggestionCount', { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
