// The signed-in user: loaded from localStorage at start, stored on login, cleared on logout.
import type { User } from '@atelier/domain';
import type { Action } from 'redux';

export const USER_STORAGE_KEY = 'user';

export interface AuthState {
  user: User | null;
}

export function loadStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

// Plain action creators and reducer rather than RTK's createSlice: the session is part of the storefront's first
// download, which does not carry Redux Toolkit (docs/decisions/152).
export const setUser = (payload: User) => ({ type: 'auth/setUser' as const, payload });
export const logout = () => ({ type: 'auth/logout' as const, payload: undefined });

type AuthAction = ReturnType<typeof setUser | typeof logout>;

export function authReducer(state: AuthState | undefined, anyAction: Action): AuthState {
  const action = anyAction as AuthAction;
  switch (action.type) {
    case 'auth/setUser':
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(action.payload));
      return { ...state, user: action.payload };
    case 'auth/logout':
      localStorage.removeItem(USER_STORAGE_KEY);
      return { ...state, user: null };
    default:
      return state ?? { user: loadStoredUser() };
  }
}

export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
