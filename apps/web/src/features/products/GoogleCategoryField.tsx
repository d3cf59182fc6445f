// Google's product category, searched by any word of its path among the categories shipped with the shop; a
// category outside them is typed as its numeric id.
import { useId, useState } from 'react';
import { controlClasses } from '../../components/FormField';
import { GOOGLE_PRODUCT_CATEGORIES } from './googleProductCategories';

const ID_BY_PATH = new Map(GOOGLE_PRODUCT_CATEGORIES.map(([id, path]) => [path, id]));
const PATH_BY_ID = new Map(GOOGLE_PRODUCT_CATEGORIES.map(([id, path]) => [id, path]));

/** The category a typed text names: a path of the list, or an id; '' for none yet. */
function categoryOf(text: string): string {
  const typed = text.trim();
  return ID_BY_PATH.get(typed) ?? (/^\d{1,7}$/.test(typed) ? typed : '');
}

interface GoogleCategoryFieldProps {
  /** The category's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
}

export function GoogleCategoryField({ value, onChange }: GoogleCategoryFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => PATH_BY_ID.get(value) ?? value);
  const unknown = text.trim() !== '' && categoryOf(text) === '';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Google product category
      </label>
      <input
        id={id}
        list={`${id}-categories`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(categoryOf(event.target.value));
        }}
        placeholder="Search: dresses, earrings, lipstick… or type an id"
        aria-invalid={unknown || undefined}
        aria-describedby={`${id}-hint`}
        className={controlClasses}
      />
      <datalist id={`${id}-categories`}>
        {GOOGLE_PRODUCT_CATEGORIES.map(([categoryId, path]) => (
          <option key={categoryId} value={path} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className={`mt-1.5 text-sm ${unknown ? 'text-danger' : 'text-muted'}`}>
        {unknown
          ? 'Pick a category from the list, or type its numeric id from Google’s taxonomy.'
          : value
            ? `Google category ${value}. Left empty, the product’s own category stands for it.`
            : 'Left empty, the product’s own category stands for it.'}
      </p>
    </div>
  );
}
