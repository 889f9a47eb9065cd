import type { SessionUser } from '@pashmina/contracts';
import { AUTH_STORAGE_KEY, selectSessionUser, selectToken, sessionEnded, sessionStarted } from './authSlice';
import { CART_STORAGE_KEY, cartLineAdded, cartLineIncremented, selectCartLines } from './cartSlice';
import { makeStore } from './store';

const user: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

beforeEach(() => localStorage.clear());

describe('auth and cart persistence', () => {
  it('saves the session under "auth" and restores it in a new store', () => {
    const first = makeStore();
    first.dispatch(sessionStarted({ user, token: 'tok-1' }));
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toEqual({ user, token: 'tok-1' });

    const second = makeStore();
    expect(selectSessionUser(second.getState())).toEqual(user);
    expect(selectToken(second.getState())).toBe('tok-1');
  });

  it('logout removes the stored login', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ user, token: 'tok-1' }));
    store.dispatch(sessionEnded());
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(selectSessionUser(makeStore().getState())).toBeNull();
  });

  it('saves the cart under "cart" and restores it', () => {
    const first = makeStore();
    first.dispatch(
      cartLineAdded({
        _id: 'p1',
        name: 'Shawl',
        productImg: '',
        size: null,
        price: 100,
        discount: 0,
        max: 4,
      }),
    );
    first.dispatch(cartLineIncremented('p1'));
    const restored = selectCartLines(makeStore().getState());
    expect(restored).toEqual([expect.objectContaining({ _id: 'p1', quantity: 2 })]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).lines).toHaveLength(1);
  });

  it('ignores corrupt or foreign data in storage', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ _id: 7 }] }));
    const store = makeStore();
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('restores a cart saved before variants existed, and keeps a variant line with its label', () => {
    const before = { _id: 'p1', name: 'Shawl', productImg: '', size: null, price: 100, discount: 0, max: 4 };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [{ ...before, quantity: 2 }] }));
    const store = makeStore();
    expect(selectCartLines(store.getState())).toEqual([{ ...before, quantity: 2 }]);

    store.dispatch(cartLineAdded({ ...before, variant: 'v-maroon', variantLabel: 'Maroon' }));
    expect(selectCartLines(makeStore().getState())).toEqual([
      { ...before, quantity: 2 },
      { ...before, variant: 'v-maroon', variantLabel: 'Maroon', quantity: 1 },
    ]);
  });

  it('persist: false neither reads nor writes storage', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user, token: 'tok-1' }));
    const store = makeStore({ persist: false });
    expect(selectSessionUser(store.getState())).toBeNull();
    store.dispatch(sessionEnded());
    store.dispatch(
      cartLineAdded({
        _id: 'p1',
        name: 'Shawl',
        productImg: '',
        size: null,
        price: 100,
        discount: 0,
        max: 4,
      }),
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });
});
