// The products the Wishlist page shows: the account's when signed in, else those kept in this browser.
import type { Product } from '@atelier/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSyncExternalStore } from 'react';
import type { QueryResult } from '../../components/QueryState';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useGetBrowserWishlistQuery, useGetWishlistQuery } from './api';
import { browserWishlist, noBrowserWishlist, subscribeToBrowserWishlist } from './browserWishlist';

const NONE: Product[] = [];

export function useShownWishlist(): QueryResult<Product[]> & { signedIn: boolean } {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const inBrowser = useSyncExternalStore(subscribeToBrowserWishlist, browserWishlist, noBrowserWishlist);
  const account = useGetWishlistQuery(signedIn ? undefined : skipToken);
  const browser = useGetBrowserWishlistQuery(!signedIn && inBrowser.length > 0 ? inBrowser : skipToken);
  if (signedIn) return { signedIn, ...account, data: account.data?.products };
  if (inBrowser.length === 0) return { signedIn, isLoading: false, data: NONE };
  // A heart taken off on this page leaves the card at once, before the list is asked for again.
  const products = browser.data?.products.filter((product) => inBrowser.includes(product._id));
  return { signedIn, isLoading: browser.isLoading, error: browser.error, data: products };
}
