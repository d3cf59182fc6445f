// What the server hands the browser in a page's HTML: a server-rendered page brings the store it was rendered from and
// the router's loader data; a page drawn in the browser brings what the frame of every page shows (its page start).
// Each travels as a JSON data block, which the Content-Security-Policy allows where an inline script would be refused.
import type { HydrationState } from 'react-router';
import type { RootState } from './store/rootReducer';

export const SERVER_RENDER_ELEMENT_ID = 'server-render';
export const PAGE_START_ELEMENT_ID = 'page-start';

export interface ServerRender {
  state: RootState;
  router: HydrationState;
}

/** The shop's settings and payment config, for a page drawn in the browser to show in its first frame. */
export type PageStart = Pick<RootState, 'shop' | 'clientConfig' | 'automaticPromotions'>;

const read = new Map<string, unknown>();

/** The page's data block with that id, or null without one (and always on the server). */
function dataBlock<T>(id: string): T | null {
  if (!read.has(id)) {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    read.set(id, element?.textContent ? JSON.parse(element.textContent) : null);
  }
  return read.get(id) as T | null;
}

/** `<` is escaped so no value can close the script element. */
function dataBlockScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page's server render, or null when the browser draws the page itself (and always on the server). */
export const serverRender = () => dataBlock<ServerRender>(SERVER_RENDER_ELEMENT_ID);

/** The page start of a page drawn in the browser, or null (a server-rendered page, or the development server's). */
export const pageStart = () => dataBlock<PageStart>(PAGE_START_ELEMENT_ID);

export const serverRenderScript = (render: ServerRender) => dataBlockScript(SERVER_RENDER_ELEMENT_ID, render);

export const pageStartScript = (start: PageStart) => dataBlockScript(PAGE_START_ELEMENT_ID, start);
