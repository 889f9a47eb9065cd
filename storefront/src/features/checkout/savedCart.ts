// Paying with a wallet clears the cart before the browser leaves. A copy of the whole cart (its lines, its code, its
// district) is kept here, apart from the live cart, so a shopper who cancels at the wallet finds it as they left it.
import {
  cartDiscountApplied,
  cartDistrictChosen,
  cartLineAdded,
  cartLineKey,
  cartLineIncremented,
  isStoredCart,
  type AppDispatch,
  type CartLine,
  type CartState,
} from '@pashmina/shared-ui';

export const SAVED_CART_KEY = 'cartBeforePayment';

export function saveCartForPayment(cart: CartState): void {
  try {
    localStorage.setItem(
      SAVED_CART_KEY,
      JSON.stringify({
        lines: cart.lines,
        discountCode: cart.discountCode ?? null,
        district: cart.district ?? null,
      }),
    );
  } catch {
    // No storage: the shopper can still pay; only the restore is lost.
  }
}

/** The saved cart; a copy saved before codes and districts were kept has its lines only. */
export function readSavedCart(): CartState {
  try {
    const raw = localStorage.getItem(SAVED_CART_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isStoredCart(value) ? value : { lines: [] };
  } catch {
    return { lines: [] };
  }
}

export function forgetSavedCart(): void {
  try {
    localStorage.removeItem(SAVED_CART_KEY);
  } catch {
    // nothing to forget
  }
}

/**
 * Puts the saved lines back with the cart's own actions, so its rules (no duplicates, bounds) hold, and the code and
 * the district with them. Returns the number of lines put back.
 */
export function restoreSavedCart(dispatch: AppDispatch): number {
  const { lines, discountCode, district } = readSavedCart();
  for (const { quantity, ...line } of lines as CartLine[]) {
    dispatch(cartLineAdded(line));
    for (let i = 1; i < quantity; i++) dispatch(cartLineIncremented(cartLineKey(line)));
  }
  if (lines.length && discountCode) dispatch(cartDiscountApplied(discountCode));
  if (lines.length && district) dispatch(cartDistrictChosen(district));
  forgetSavedCart();
  return lines.length;
}
