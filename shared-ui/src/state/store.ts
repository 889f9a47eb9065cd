import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { API_BASE_URL, baseApi, type TAG_TYPES } from './baseApi';
import { AUTH_STORAGE_KEY, authSlice, emptyAuth, isStoredAuth, type AuthState } from './authSlice';
import { CART_STORAGE_KEY, cartSlice, isStoredCart, type CartState } from './cartSlice';
import { createSessionListeners } from './session';
import { readStored, writeStored } from './storage';

// Remotes add their own slices later with `rootReducer.inject(slice)`.
export const rootReducer = combineSlices(baseApi, authSlice, cartSlice).withLazyLoadedSlices<object>();

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** Keep auth and cart in localStorage (off in tests unless asked). */
  persist?: boolean;
}

/** The one store factory: the shell makes the store; standalone remotes and tests make their own from it. */
export function makeStore({ preloadedState, persist = true }: MakeStoreOptions = {}) {
  const restored: Partial<RootState> = persist
    ? {
        auth: readStored<AuthState>(AUTH_STORAGE_KEY, isStoredAuth) ?? emptyAuth,
        cart: readStored<CartState>(CART_STORAGE_KEY, isStoredCart) ?? { lines: [] },
      }
    : {};
  const session = createSessionListeners(API_BASE_URL, (tags) =>
    baseApi.util.invalidateTags(tags as (typeof TAG_TYPES)[number][]),
  );
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...restored, ...preloadedState } as RootState,
    middleware: (getDefault) => getDefault().prepend(session.middleware).concat(baseApi.middleware),
  });
  if (persist) {
    let last = { auth: store.getState().auth, cart: store.getState().cart };
    store.subscribe(() => {
      const { auth, cart } = store.getState();
      if (auth !== last.auth) writeStored(AUTH_STORAGE_KEY, auth.token ? auth : null);
      if (cart !== last.cart) writeStored(CART_STORAGE_KEY, cart);
      last = { auth, cart };
    });
  }
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
