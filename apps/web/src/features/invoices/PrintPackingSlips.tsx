// Prints the ticked orders' packing slips, or those of every order still processing, as one PDF, a pick list first when
// asked: a bar shows the pages drawn so far against the orders, and the file downloads once the last has arrived.
import type { PackingSlipsBody } from '@atelier/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { type SlipsProgress, usePrintPackingSlips } from './usePrintPackingSlips';

/** Hands the browser a file to save, named `name`. */
function download(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

function progressText({ orders: total, pages: drawn }: SlipsProgress): string {
  return total === null ? 'Preparing the slips…' : `Printing ${orders(total)}: ${pages(drawn)} drawn…`;
}

export function PrintPackingSlips({ orderIds }: { orderIds: string[] }) {
  const [withPickList, setWithPickList] = useState(false);
  const { print, progress } = usePrintPackingSlips();
  const pickListId = useId();
  const count = orderIds.length;

  async function printSlips(which: Pick<PackingSlipsBody, 'orderIds' | 'allProcessing'>) {
    try {
      download(await print({ ...which, pickList: withPickList }), 'packing-slips.pdf');
    } catch (failure) {
      toast.error(`Error: ${errorMessage(failure)}`);
    }
  }

  // A pick list takes a page of its own at least; a long one more, so the bar may wait at its end a moment.
  const expectedPages = (progress?.orders ?? 0) + (withPickList ? 1 : 0);
  return (
    <section
      aria-label="Packing slips"
      className="mb-6 flex flex-wrap items-center gap-4 rounded-card border border-line bg-white p-4"
    >
      <Button variant="secondary" disabled={count === 0 || progress !== null} onClick={() => void printSlips({ orderIds })}>
        Print packing slips
      </Button>
      <Button variant="secondary" disabled={progress !== null} onClick={() => void printSlips({ allProcessing: true })}>
        Print all processing orders
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
      {progress?.orders ? (
        <progress
          aria-label="Packing slips printed"
          max={expectedPages}
          value={Math.min(progress.pages, expectedPages)}
          className="h-2 w-40 accent-accent"
        />
      ) : null}
      <p role="status" className="text-sm text-muted">
        {progress
          ? progressText(progress)
          : count === 0
            ? 'Select orders in the list to print their slips, or print all processing orders.'
            : `${orders(count)} selected.`}
      </p>
    </section>
  );
}
