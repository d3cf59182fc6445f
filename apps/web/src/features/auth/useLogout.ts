// Logout: ends the server session, forgets the stored user and marks data read for them as stale, then goes home.
import { useNavigate } from 'react-router';
import { baseApi } from '../../shared/api/baseApi';
import { logout } from '../../shared/session/authSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useLogoutMutation } from './api';

export function useLogout() {
  const [endSession] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return async () => {
    try {
      await endSession().unwrap();
    } catch (error) {
      // SPEC §8: a failed logout is only logged; the browser forgets the user all the same.
      console.error('Logout failed', error);
    }
    dispatch(logout());
    dispatch(baseApi.util.invalidateTags(['Order', 'User', 'Stats', 'Review']));
    navigate('/');
  };
}
