// Counts what shoppers do as the store sees it happen, so no feature has to know about analytics (beacons.ts says what
// counts). Never changes an action. What counts is read by code fetched at the first action that may count (an item
// added to the cart, an answer of the data layer), so the page's first download does not carry it.
import type { Middleware } from 'redux';
import type { SeenAction } from './beacons';
import { sendAnalyticsEvent } from './sendAnalyticsEvent';

const mayCount = (type: string) => type === 'cart/addToCart' || type.endsWith('/fulfilled') || type.endsWith('/rejected');

export const analyticsMiddleware: Middleware = () => (next) => (action) => {
  const seen = action as SeenAction;
  if (typeof seen?.type === 'string' && mayCount(seen.type)) {
    void import('./beacons').then(({ beaconOf }) => {
      const beacon = beaconOf(seen);
      if (beacon) sendAnalyticsEvent(beacon);
    });
  }
  return next(action);
};
