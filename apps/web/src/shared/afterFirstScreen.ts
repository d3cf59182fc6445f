// What a page's first screen does not show (the footer, the header's Pages menu, the toaster, the subscriptions, the
// dialogs' code) loads after the page is taken over: each part in an idle moment of its own, the next once the one
// before has arrived, so none of them adds to the tasks that answer a shopper's first taps (docs/decisions/640).
// On the server, where nothing is idle, a part loads at once: the page's HTML still holds it, and the browser keeps
// that HTML until the part's code is here.

// Past this, a part loads even if the browser was never idle (a page that keeps the main thread busy).
const IDLE_TIMEOUT_MS = 2000;

const queue: Array<() => Promise<unknown>> = [];

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 50);

function loadNext() {
  whenIdle(() => {
    void queue[0]?.().finally(() => {
      queue.shift();
      if (queue.length > 0) loadNext();
    });
  });
}

/** `load` (a lazy part's import) deferred to an idle moment of its own in the browser, in turn; unchanged on the server. */
export function afterFirstScreen<T>(load: () => Promise<T>): () => Promise<T> {
  if (typeof window === 'undefined') return load;
  return () =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => load().then(resolve, reject));
      if (queue.length === 1) loadNext();
    });
}
