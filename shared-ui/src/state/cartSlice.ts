import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { paisaToRupees, rupeesToPaisa, salePricePaisa } from '@pashmina/contracts';

export const CART_STORAGE_KEY = 'cart';

/** One line of the cart. `max` is the product's stock, or its variant's. */
export interface CartLine {
  _id: string;
  /**
   * The variant's `_id` for a product with variants, and its label as the product page showed it; null or absent
   * for a plain product (carts stored before variants existed have neither).
   */
  variant?: string | null;
  variantLabel?: string | null;
  name: string;
  /** The product's Nepali name, when it has one (Nepali pages show it); absent in carts stored before it was kept. */
  nameNe?: string | null;
  productImg: string;
  size: string | null;
  price: number;
  discount: number;
  max: number;
  quantity: number;
}

export interface CartState {
  lines: CartLine[];
  /**
   * The discount code the shopper applied (in capitals), kept with the cart and checked again by the server at
   * checkout; null or absent for none (carts stored before codes existed have none).
   */
  discountCode?: string | null;
  /**
   * The district the shopper chose at checkout for this cart's delivery (docs/rules.md, Delivery); null or absent: the
   * profile's district, if any.
   */
  district?: string | null;
}

/**
 * What tells two lines apart: the product and its variant, so two colours of one shawl are two lines and the same
 * colour twice is one. A plain product's key is its id, as before variants.
 */
export function cartLineKey(line: Pick<CartLine, '_id' | 'variant'>): string {
  return line.variant ? `${line._id}:${line.variant}` : line._id;
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

const emptyCart: CartState = { lines: [], discountCode: null, district: null };

export function isStoredCart(value: unknown): value is CartState {
  if (typeof value !== 'object' || value === null) return false;
  const { lines, discountCode, district } = value as Partial<CartState>;
  return (
    (discountCode === undefined || discountCode === null || typeof discountCode === 'string') &&
    (district === undefined || district === null || typeof district === 'string') &&
    Array.isArray(lines) &&
    lines.every(
      (l: Partial<CartLine>) =>
        typeof l === 'object' &&
        l !== null &&
        typeof l._id === 'string' &&
        optionalText(l.variant) &&
        optionalText(l.variantLabel) &&
        typeof l.name === 'string' &&
        typeof l.price === 'number' &&
        typeof l.quantity === 'number' &&
        typeof l.max === 'number',
    )
  );
}

/** Quantity × sale price in paisa: integers, so the cart adds up exactly as the server does. */
export function lineTotalPaisa(line: Pick<CartLine, 'price' | 'discount' | 'quantity'>): number {
  return line.quantity * salePricePaisa(rupeesToPaisa(line.price), line.discount);
}

/** Quantity × sale price in rupees. */
export function lineTotal(line: Pick<CartLine, 'price' | 'discount' | 'quantity'>): number {
  return paisaToRupees(lineTotalPaisa(line));
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /**
     * Adds a line at quantity 1; a product (or variant) already in the cart is left alone (the caller tells the
     * shopper).
     */
    cartLineAdded: (state, action: PayloadAction<Omit<CartLine, 'quantity'>>) => {
      if (action.payload.max < 1) return;
      const key = cartLineKey(action.payload);
      if (state.lines.some((l) => cartLineKey(l) === key)) return;
      state.lines.push({ ...action.payload, quantity: 1 });
    },
    /** The following take a line's key (cartLineKey): a plain product's is its id. */
    cartLineRemoved: (state, action: PayloadAction<string>) => {
      state.lines = state.lines.filter((l) => cartLineKey(l) !== action.payload);
    },
    cartLineIncremented: (state, action: PayloadAction<string>) => {
      const line = state.lines.find((l) => cartLineKey(l) === action.payload);
      if (line) line.quantity = clamp(line.quantity + 1, 1, Math.max(line.max, 1));
    },
    cartLineDecremented: (state, action: PayloadAction<string>) => {
      const line = state.lines.find((l) => cartLineKey(l) === action.payload);
      if (line) line.quantity = clamp(line.quantity - 1, 1, Math.max(line.max, 1));
    },
    /** The server's current figures for a line (cart check on the cart page). */
    cartLineRefreshed: (
      state,
      action: PayloadAction<
        Pick<CartLine, '_id' | 'variant' | 'variantLabel' | 'name' | 'nameNe' | 'price' | 'discount' | 'max'>
      >,
    ) => {
      const line = state.lines.find((l) => cartLineKey(l) === cartLineKey(action.payload));
      if (!line) return;
      Object.assign(line, action.payload);
      line.quantity = clamp(line.quantity, 1, Math.max(line.max, 1));
    },
    /** A code the server's check found valid for this cart: one per order, so it replaces any other. */
    cartDiscountApplied: (state, action: PayloadAction<string>) => {
      state.discountCode = action.payload;
    },
    cartDiscountRemoved: (state) => {
      state.discountCode = null;
    },
    /** The district chosen in the billing details: the cart's delivery line and the order's follow it. */
    cartDistrictChosen: (state, action: PayloadAction<string>) => {
      state.district = action.payload;
    },
    cartCleared: () => emptyCart,
  },
  selectors: {
    selectCartLines: (state) => state.lines,
    /** The badge: the number of distinct lines. */
    selectCartCount: (state) => state.lines.length,
    selectCartTotal: (state) => paisaToRupees(state.lines.reduce((sum, l) => sum + lineTotalPaisa(l), 0)),
    /** Whether the product (with variants: that variant of it) is in the cart. */
    selectIsInCart: (state, productId: string, variant?: string | null) =>
      state.lines.some((l) => cartLineKey(l) === cartLineKey({ _id: productId, variant })),
    selectCartDiscountCode: (state) => state.discountCode ?? null,
    selectCartDistrict: (state) => state.district ?? null,
  },
});

export const {
  cartLineAdded,
  cartLineRemoved,
  cartLineIncremented,
  cartLineDecremented,
  cartLineRefreshed,
  cartDiscountApplied,
  cartDiscountRemoved,
  cartDistrictChosen,
  cartCleared,
} = cartSlice.actions;
export const {
  selectCartLines,
  selectCartCount,
  selectCartTotal,
  selectIsInCart,
  selectCartDiscountCode,
  selectCartDistrict,
} = cartSlice.selectors;
