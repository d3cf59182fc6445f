// What a page says of itself to search engines and shared links. On the server the page being rendered writes it into
// the head the renderer gives it (entry-server.tsx); in the browser there is none, and only the tab's title changes.
import type { PageHead } from '@atelier/domain';
import { createContext, useContext } from 'react';

export const ServerPageHead = createContext<PageHead | null>(null);

/** The page's description, picture, structured data or status; the title comes from `useDocumentTitle`. */
export function usePageHead(fields: Partial<Omit<PageHead, 'title'>>) {
  const head = useContext(ServerPageHead);
  // Rendering on the server happens once per request, so writing during render is safe there.
  if (head) Object.assign(head, fields);
}
