// Prints the chosen orders' packing slips as one PDF, a pick list first when asked: the file downloads once the
// server has drawn it, and the button says how many orders it is printing meanwhile.
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { usePrintPackingSlipsMutation } from './api';

/** Hands the browser a file to save, named `name`. */
function download(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function PrintPackingSlips({ orderIds }: { orderIds: string[] }) {
  const [withPickList, setWithPickList] = useState(false);
  const [print, { isLoading }] = usePrintPackingSlipsMutation();
  const pickListId = useId();
  const count = orderIds.length;

  async function printSlips() {
    try {
      download(await print({ orderIds, pickList: withPickList }).unwrap(), 'packing-slips.pdf');
    } catch (failure) {
      toast.error(`Error: ${errorMessage(failure)}`);
    }
  }

  return (
    <section
      aria-label="Packing slips"
      className="mb-6 flex flex-wrap items-center gap-4 rounded-card border border-line bg-white p-4"
    >
      <Button variant="secondary" disabled={count === 0 || isLoading} onClick={() => void printSlips()}>
        Print packing slips
      </Button>
      <label htmlFor={pickListId} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          id={pickListId}
          type="checkbox"
          checked={withPickList}
          onChange={(event) => setWithPickList(event.target.checked)}
          className="size-4 accent-accent"
        />
        With a pick list
      </label>
      <p role="status" className="text-sm text-muted">
        {isLoading
          ? `Printing ${count} ${count === 1 ? 'order' : 'orders'}…`
          : count === 0
            ? 'Select orders in the list to print their slips.'
            : `${count} ${count === 1 ? 'order' : 'orders'} selected.`}
      </p>
    </section>
  );
}
