// Parts of the page frame nobody needs in the first second (menus, the cart drawer, the footer, toasts) are fetched
// once the page has loaded and the browser is idle, so their code does not compete with the page's own content.
import { type ComponentType, lazy } from 'react';

const IDLE_TIMEOUT_MS = 1_000;

const pageSettled = new Promise<void>((resolve) => {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
});

/** `React.lazy` for a named export, requested only after the page has loaded. */
export function lazyAfterLoad<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    await pageSettled;
    return { default: await load() };
  });
}
