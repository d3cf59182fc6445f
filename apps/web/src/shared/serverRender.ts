// What a server-rendered page hands the browser: the store it was rendered from and the router's loader data.
// It travels as a JSON data block, which the Content-Security-Policy allows where an inline script would be refused.
import type { HydrationState } from 'react-router';
import type { RootState } from './store/rootReducer';

export const SERVER_RENDER_ELEMENT_ID = 'server-render';

export interface ServerRender {
  state: RootState;
  router: HydrationState;
}

let read: ServerRender | null | undefined;

/** The page's server render, or null when the browser draws the page itself (and always on the server). */
export function serverRender(): ServerRender | null {
  if (read === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_RENDER_ELEMENT_ID);
    read = element?.textContent ? (JSON.parse(element.textContent) as ServerRender) : null;
  }
  return read;
}

/** The data block for a page's HTML; `<` is escaped so no value can close the script element. */
export function serverRenderScript(render: ServerRender): string {
  const json = JSON.stringify(render).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${json}</script>`;
}
