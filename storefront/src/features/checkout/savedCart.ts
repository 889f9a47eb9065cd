// Paying with Khalti clears the cart before the browser leaves. A copy is kept
// here, apart from the live cart, so a shopper who cancels on Khalti can have it back.
import {
  cartLineAdded,
  cartLineKey,
  cartLineIncremented,
  isStoredCart,
  type AppDispatch,
  type CartLine,
} from '@pashmina/shared-ui';

export const SAVED_CART_KEY = 'cartBeforePayment';

export function saveCartForPayment(lines: CartLine[]): void {
  try {
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ lines }));
  } catch {
    // No storage: the shopper can still pay; only the restore offer is lost.
  }
}

export function readSavedCart(): CartLine[] {
  try {
    const raw = localStorage.getItem(SAVED_CART_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isStoredCart(value) ? value.lines : [];
  } catch {
    return [];
  }
}

export function forgetSavedCart(): void {
  try {
    localStorage.removeItem(SAVED_CART_KEY);
  } catch {
    // nothing to forget
  }
}

/** Puts the saved lines back with the cart's own actions, so its rules (no duplicates, bounds) hold. */
export function restoreSavedCart(dispatch: AppDispatch): number {
  const lines = readSavedCart();
  for (const { quantity, ...line } of lines) {
    dispatch(cartLineAdded(line));
    for (let i = 1; i < quantity; i++) dispatch(cartLineIncremented(cartLineKey(line)));
  }
  forgetSavedCart();
  return lines.length;
}
