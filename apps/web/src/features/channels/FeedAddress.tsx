// One feed: its name, how many products it lists, and its address, read-only, with a button that copies it.
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { controlClasses } from '../../components/FormField';
import { toast } from '../../shared/toast';

interface FeedAddressProps {
  name: string;
  url: string;
  products: number;
}

export function FeedAddress({ name, url, products }: FeedAddressProps) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(`${name}: address copied`);
    } catch {
      toast.error('The address could not be copied: select it and copy it by hand');
    }
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium text-ink">
          {name}
        </label>
        <span className="text-sm text-muted">
          {products === 1 ? '1 product' : `${products.toLocaleString('en-US')} products`}
        </span>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${controlClasses} font-mono text-sm`}
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy the address of ${name}`}>
          <Copy aria-hidden="true" className="size-4" />
          Copy
        </Button>
      </div>
    </div>
  );
}
