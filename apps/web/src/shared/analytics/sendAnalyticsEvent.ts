// The storefront's one way to count something: a beacon to POST /api/events, which the browser sends even as the page
// closes, never holding the page up and never waiting for an answer (decision 560).
import type { Beacon } from '@atelier/domain';

export function sendAnalyticsEvent(beacon: Beacon): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  // As text/plain, so the browser sends it without asking the server first.
  navigator.sendBeacon('/api/events', JSON.stringify(beacon));
}
