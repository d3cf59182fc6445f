import { useEffect } from 'react';

export const SHOP_NAME = 'Atelier';

/** Names the browser tab after the page: "Shop — Atelier"; the shop's name alone when there is no title. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} — ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
