// The signed-in user: loaded from localStorage at start, stored on login, cleared on logout.
import type { User } from '@atelier/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ user: loadStoredUser() }),
  reducers: {
    setUser(state, action: PayloadAction<User>) {
      state.user = action.payload;
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(action.payload));
    },
    logout(state) {
      state.user = null;
      localStorage.removeItem(USER_STORAGE_KEY);
    },
  },
});

export const { setUser, logout } = authSlice.actions;
export const authReducer = authSlice.reducer;
export const selectCurrentUser = (state: { auth: AuthState }) => state.auth.user;
