import {
  cartCleared,
  cartDiscountApplied,
  cartDiscountRemoved,
  cartLineAdded,
  cartLineKey,
  cartLineDecremented,
  cartLineIncremented,
  cartLineRemoved,
  selectCartCount,
  selectCartDiscountCode,
  selectCartLines,
  selectCartTotal,
  selectIsInCart,
  isStoredCart,
  type CartLine,
} from './cartSlice';
import { makeStore } from './store';

const shawl: Omit<CartLine, 'quantity'> = {
  _id: 'p1',
  name: 'Classic Shawl',
  productImg: '/uploads/p1.webp',
  size: '70 x 200 cm',
  price: 1000,
  discount: 10,
  max: 3,
};
const muffler: Omit<CartLine, 'quantity'> = {
  ...shawl,
  _id: 'p2',
  name: 'Muffler',
  price: 500,
  discount: 0,
  max: 5,
};

const fresh = () => makeStore({ persist: false });

describe('cart slice', () => {
  it('adds a product once, at quantity 1; a second add changes nothing', () => {
    const store = fresh();
    store.dispatch(cartLineAdded(shawl));
    store.dispatch(cartLineAdded(shawl));
    const lines = selectCartLines(store.getState());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ _id: 'p1', quantity: 1 });
    // Telling the shopper 'This item is already in your cart.' is the caller's job:
    expect(selectIsInCart(store.getState(), 'p1')).toBe(true);
    expect(selectIsInCart(store.getState(), 'p2')).toBe(false);
  });

  it('does not add a product that is out of stock', () => {
    const store = fresh();
    store.dispatch(cartLineAdded({ ...shawl, max: 0 }));
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('increments up to the stock and never beyond', () => {
    const store = fresh();
    store.dispatch(cartLineAdded(shawl));
    for (let i = 0; i < 5; i++) store.dispatch(cartLineIncremented('p1'));
    expect(selectCartLines(store.getState())[0].quantity).toBe(3);
  });

  it('decrements down to 1 and never below', () => {
    const store = fresh();
    store.dispatch(cartLineAdded(shawl));
    store.dispatch(cartLineIncremented('p1'));
    store.dispatch(cartLineDecremented('p1'));
    store.dispatch(cartLineDecremented('p1'));
    store.dispatch(cartLineDecremented('p1'));
    expect(selectCartLines(store.getState())[0].quantity).toBe(1);
  });

  it('counts distinct lines and totals quantity × sale price', () => {
    const store = fresh();
    store.dispatch(cartLineAdded(shawl)); // 1000 - 10 % = 900
    store.dispatch(cartLineAdded(muffler)); // 500, no discount
    store.dispatch(cartLineIncremented('p1'));
    store.dispatch(cartLineIncremented('p2'));
    store.dispatch(cartLineIncremented('p2'));
    expect(selectCartCount(store.getState())).toBe(2);
    expect(selectCartTotal(store.getState())).toBe(2 * 900 + 3 * 500);
  });

  it('rounds totals to paisa', () => {
    const store = fresh();
    store.dispatch(cartLineAdded({ ...shawl, price: 999.99, discount: 33, max: 9 }));
    store.dispatch(cartLineIncremented('p1'));
    store.dispatch(cartLineIncremented('p1'));
    // 999.99 × 0.67 = 669.9933 → 669.99 each
    expect(selectCartTotal(store.getState())).toBe(2009.97);
  });

  it('removes a line and clears the cart', () => {
    const store = fresh();
    store.dispatch(cartLineAdded(shawl));
    store.dispatch(cartLineAdded(muffler));
    store.dispatch(cartLineRemoved('p1'));
    expect(selectCartLines(store.getState()).map((l) => l._id)).toEqual(['p2']);
    store.dispatch(cartCleared());
    expect(selectCartCount(store.getState())).toBe(0);
    expect(selectCartTotal(store.getState())).toBe(0);
  });

  it('keeps one discount code with the cart until it is removed or the cart is cleared', () => {
    const store = fresh();
    store.dispatch(cartLineAdded(shawl));
    expect(selectCartDiscountCode(store.getState())).toBeNull();
    store.dispatch(cartDiscountApplied('DASHAIN25'));
    store.dispatch(cartDiscountApplied('TIHAR10'));
    expect(selectCartDiscountCode(store.getState())).toBe('TIHAR10');
    store.dispatch(cartDiscountRemoved());
    expect(selectCartDiscountCode(store.getState())).toBeNull();
    store.dispatch(cartDiscountApplied('TIHAR10'));
    store.dispatch(cartCleared());
    expect(selectCartDiscountCode(store.getState())).toBeNull();
    // Stored carts with a code, without one (from before codes) and with a bad one.
    expect(isStoredCart({ lines: [], discountCode: 'TIHAR10' })).toBe(true);
    expect(isStoredCart({ lines: [] })).toBe(true);
    expect(isStoredCart({ lines: [], discountCode: 10 })).toBe(false);
  });

  it('keys lines by product and variant: two colours of one shawl are two lines, the same colour twice one', () => {
    const store = fresh();
    const maroon = { ...shawl, variant: 'v-maroon', variantLabel: 'Maroon', max: 2 };
    const beige = { ...shawl, variant: 'v-beige', variantLabel: 'Beige', max: 4 };
    store.dispatch(cartLineAdded(maroon));
    store.dispatch(cartLineAdded(beige));
    store.dispatch(cartLineAdded(maroon));
    expect(selectCartLines(store.getState()).map(cartLineKey)).toEqual(['p1:v-maroon', 'p1:v-beige']);
    expect(selectIsInCart(store.getState(), 'p1', 'v-beige')).toBe(true);
    expect(selectIsInCart(store.getState(), 'p1')).toBe(false);

    // Each line keeps its own quantity and bound (its variant's stock).
    for (let i = 0; i < 5; i++) store.dispatch(cartLineIncremented('p1:v-beige'));
    store.dispatch(cartLineIncremented('p1:v-maroon'));
    expect(selectCartLines(store.getState()).map((l) => l.quantity)).toEqual([2, 4]);
    store.dispatch(cartLineRemoved('p1:v-maroon'));
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({ variant: 'v-beige', quantity: 4 }),
    ]);
  });

  it('takes stored carts from before variants, and refuses a line whose variant is not text', () => {
    const old = { lines: [{ ...shawl, quantity: 2 }], discountCode: null };
    expect(isStoredCart(old)).toBe(true);
    expect(cartLineKey(old.lines[0])).toBe('p1');
    expect(isStoredCart({ lines: [{ ...shawl, quantity: 1, variant: 'v1', variantLabel: 'Maroon' }] })).toBe(
      true,
    );
    expect(isStoredCart({ lines: [{ ...shawl, quantity: 1, variant: 7 }] })).toBe(false);
  });
});
