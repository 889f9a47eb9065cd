import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ROLE_USER, type SessionUser } from '@pashmina/contracts';

export const AUTH_STORAGE_KEY = 'auth';

export interface AuthState {
  user: SessionUser | null;
  token: string | null;
}

export const emptyAuth: AuthState = { user: null, token: null };

export function isStoredAuth(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<AuthState>;
  return (
    typeof v.token === 'string' &&
    typeof v.user === 'object' &&
    v.user !== null &&
    typeof v.user._id === 'string' &&
    typeof v.user.name === 'string'
  );
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: emptyAuth,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<{ user: SessionUser; token: string }>) => ({
      user: action.payload.user,
      token: action.payload.token,
    }),
    sessionUserUpdated: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    /**
     * The same user with a new token (the password changed: older tokens stop working). Unlike `sessionStarted`
     * it is not a change of user, so the user's cached data stays.
     */
    sessionRenewed: (_state, action: PayloadAction<{ user: SessionUser; token: string }>) => ({
      user: action.payload.user,
      token: action.payload.token,
    }),
    sessionEnded: () => emptyAuth,
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectIsAdmin: (state) => state.user !== null && state.user.role !== ROLE_USER,
  },
});

export const { sessionStarted, sessionUserUpdated, sessionRenewed, sessionEnded } = authSlice.actions;
export const { selectSessionUser, selectToken, selectIsLoggedIn, selectIsAdmin } = authSlice.selectors;
