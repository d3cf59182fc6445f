import { useContext, useEffect } from 'react';
import { ServerPageHead } from './pageHead';

export const SHOP_NAME = 'Atelier';

/** Names the browser tab after the page: "Shop — Atelier"; the shop's name alone when there is no title. */
export function useDocumentTitle(title?: string) {
  const fullTitle = title ? `${title} — ${SHOP_NAME}` : SHOP_NAME;
  const serverHead = useContext(ServerPageHead);
  if (serverHead) serverHead.title = fullTitle;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
