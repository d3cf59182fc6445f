// At sign-in, the products a visitor saved in this browser join the account's wishlist, each once.
import { useEffect, useRef } from 'react';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useMergeWishlistMutation } from './api';
import { browserWishlist, clearBrowserWishlist } from './browserWishlist';

export function WishlistSync() {
  const userId = useAppSelector(selectCurrentUser)?._id;
  const [merge] = useMergeWishlistMutation();
  const mergedFor = useRef<string>(undefined);
  useEffect(() => {
    if (!userId || mergedFor.current === userId) return;
    mergedFor.current = userId;
    const saved = browserWishlist();
    if (saved.length === 0) return;
    merge([...saved])
      .unwrap()
      .then(clearBrowserWishlist, () => {
        // Kept in the browser: the next sign-in tries again.
        mergedFor.current = undefined;
      });
  }, [userId, merge]);
  return null;
}
