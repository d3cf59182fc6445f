// Which page numbers a pager shows: all of them for a short listing, else the first, the last and those around the
// current page, with a gap where pages are left out. The count stays the same wherever the current page is, so the
// pager does not jump under the pointer, and a catalog of any size draws a few buttons, not one for every page.

/** A page number to show, or a gap standing for the pages left out between two of them. */
export type PageSlot = number | 'gap';

/** Pages shown on either side of the current one. */
const NEIGHBOURS = 1;
/** First and last, the current page with its neighbours, and a gap on each side. */
const SLOTS = 2 * NEIGHBOURS + 5;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function pageNumbers(page: number, totalPages: number): PageSlot[] {
  if (totalPages <= SLOTS) return range(1, totalPages);
  const current = Math.min(Math.max(page, 1), totalPages);
  // Near either end the run of numbers reaches that end and the slots of the missing gap go to it.
  const run = SLOTS - 2;
  if (current <= run - NEIGHBOURS) return [...range(1, run), 'gap', totalPages];
  if (current >= totalPages - run + NEIGHBOURS + 1) return [1, 'gap', ...range(totalPages - run + 1, totalPages)];
  return [1, 'gap', ...range(current - NEIGHBOURS, current + NEIGHBOURS), 'gap', totalPages];
}
