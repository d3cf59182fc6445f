import { useState } from 'react';

/**
 * The page whose rows are on screen: `page` once its answer has come (`answered`), the page shown before it while it
 * loads, as a query keeps its last answer on screen meanwhile. Numbering the rows and saying "Showing X to Y" from it
 * keeps them with the rows they describe.
 */
export function useShownPage(page: number, answered: boolean): number {
  const [shown, setShown] = useState(page);
  // Remembered during rendering, as React advises for what depends on earlier renders.
  if (answered && shown !== page) setShown(page);
  return answered ? page : shown;
}
