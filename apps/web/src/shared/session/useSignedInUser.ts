import type { User } from '@atelier/domain';
import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from './authSlice';

/** The signed-in user, for screens that only render behind the dashboard's guard. */
export function useSignedInUser(): User {
  const user = useAppSelector(selectCurrentUser);
  if (!user) throw new Error('The dashboard is only shown to a signed-in user');
  return user;
}
