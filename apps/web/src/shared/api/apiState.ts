// What the data layer keeps in the store, written out so the store can be typed without loading RTK Query's code.
import type { CombinedState } from '@reduxjs/toolkit/query';

export const API_TAG_TYPES = [
  'Product',
  'Review',
  'Order',
  'User',
  'Stats',
  'Session',
  'Mail',
  'Settings',
  'Checklist',
  'Page',
  'Return',
  'Shipping',
  'Wishlist',
  'Promotion',
  'Invoice',
  'GiftCard',
  'StoreCredit',
] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** The cache of the one base API, whose endpoints the features inject (so its own definitions are none). */
export type ApiState = CombinedState<Record<never, never>, ApiTagType, 'api'>;
