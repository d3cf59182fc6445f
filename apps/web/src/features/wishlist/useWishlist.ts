import { useSyncExternalStore } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { toast } from '../../shared/toast';
import { useGetWishlistQuery, useRemoveFromWishlistMutation, useSaveToWishlistMutation } from './api';
import { browserWishlist, noBrowserWishlist, subscribeToBrowserWishlist, toggleInBrowserWishlist } from './browserWishlist';

/**
 * Whether a product is on the wishlist, and a toggle: the account's wishlist when signed in, the browser's otherwise
 * (joined to the account at sign-in, see WishlistSync).
 */
export function useWishlist(productId: string): { saved: boolean; busy: boolean; toggle: () => void } {
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const inBrowser = useSyncExternalStore(subscribeToBrowserWishlist, browserWishlist, noBrowserWishlist);
  const { savedOnAccount } = useGetWishlistQuery(undefined, {
    skip: !signedIn,
    selectFromResult: ({ data }) => ({ savedOnAccount: data?.products.some((product) => product._id === productId) ?? false }),
  });
  const [save, saving] = useSaveToWishlistMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();
  if (!signedIn) {
    return { saved: inBrowser.includes(productId), busy: false, toggle: () => toggleInBrowserWishlist(productId) };
  }
  return {
    saved: savedOnAccount,
    busy: saving.isLoading || removing.isLoading,
    toggle: () => {
      const change = savedOnAccount ? remove(productId) : save(productId);
      change.unwrap().catch((error: unknown) => toast.error(errorMessage(error)));
    },
  };
}
