// Finds an order by the number people give for it, `1042` or `#1042`; emptying the box shows every order again.
import { orderNumberOf } from '@atelier/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { controlClasses } from '../../components/FormField';

interface OrderNumberSearchProps {
  /** The number the list shows now, as it was typed; empty for every order. */
  number: string;
  onSearch: (number: string) => void;
}

export function OrderNumberSearch({ number, onSearch }: OrderNumberSearchProps) {
  const [typed, setTyped] = useState(number);
  const [refused, setRefused] = useState(false);
  const id = useId();

  function search(text: string) {
    const wanted = text.trim();
    const valid = wanted === '' || orderNumberOf(wanted) !== null;
    setRefused(!valid);
    if (valid) onSearch(wanted);
  }

  return (
    <search aria-label="Find an order" className="mb-6 block">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          search(typed);
        }}
      >
        <div className="w-full max-w-xs">
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            Order number
          </label>
          <input
            id={id}
            type="search"
            inputMode="numeric"
            placeholder="#1042"
            value={typed}
            aria-invalid={refused}
            aria-describedby={refused ? `${id}-hint` : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              // The box's own clear button, or the last digit deleted: every order again, without asking for Enter.
              if (event.target.value === '') search('');
            }}
            className={controlClasses}
          />
        </div>
        <Button type="submit" variant="secondary">
          Find
        </Button>
        {refused ? (
          <p id={`${id}-hint`} role="alert" className="w-full text-sm text-danger">
            Type an order number, such as 1042 or #1042.
          </p>
        ) : null}
      </form>
    </search>
  );
}
