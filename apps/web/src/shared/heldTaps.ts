// Taps on a server-drawn page's buttons and fields made before the browser took the page over: the page's inline
// script holds them (apps/api/src/rendering/pageHtml.ts), and they are played again here, in order, once the page
// answers. A shopper's Add to cart on a slow phone is then late, never lost.

declare global {
  interface Window {
    /** The controls tapped before the take-over, while the page's script holds taps; gone once they are played. */
    heldTaps?: HTMLElement[];
  }
}

/** Stops holding taps and plays those held: each control still on the page is clicked again, as the shopper did. */
export function playHeldTaps() {
  const taps = window.heldTaps ?? [];
  window.heldTaps = undefined;
  for (const control of taps) {
    control.removeAttribute('data-held');
    if (control.isConnected) control.click();
  }
}
