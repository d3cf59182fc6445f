// Signing in through the data layer, loaded once the form is first focused or sent: the login page draws nothing from
// it, so the page's own download leaves RTK Query out (docs/decisions/450).
import type { LoginBody, LoginResponse } from '@atelier/domain';
import { useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';

const loadAuthApi = () => import('./api');

/** Starts loading the data layer before it is needed; a failure here is met again, and shown, by `signIn`. */
function prepare() {
  loadAuthApi().catch(() => {});
}

/** `signIn` sends RTK Query's login mutation; `prepare` starts loading the data layer early. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [isSigningIn, setSigningIn] = useState(false);

  async function signIn(body: LoginBody): Promise<LoginResponse> {
    setSigningIn(true);
    try {
      const { authApi } = await loadAuthApi();
      const request = dispatch(authApi.endpoints.login.initiate(body));
      try {
        return await request.unwrap();
      } finally {
        request.reset();
      }
    } finally {
      setSigningIn(false);
    }
  }

  return { signIn, isSigningIn, prepare };
}
