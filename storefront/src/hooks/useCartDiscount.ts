import type { DiscountCheckRequest, DiscountCheckResponse } from '@pashmina/contracts';
import {
  selectCartDiscountCode,
  selectCartLines,
  selectCartTotal,
  selectToken,
  useAppSelector,
  type CartLine,
} from '@pashmina/shared-ui';
import { useCheckDiscountQuery } from './discountApi';

/** The check's request for a code on the cart's lines (only identity, variant and quantity count to the server). */
export const discountCheckOf = (code: string, lines: CartLine[]): DiscountCheckRequest => ({
  code,
  products_details: lines.map((line) => ({
    identity: line._id,
    ...(line.variant ? { variant: line.variant } : {}),
    quantity: line.quantity,
  })),
});

export interface CartDiscount {
  /** The code kept with the cart; null for none. */
  code: string | null;
  /** The server's response for the code on the cart as it is now; undefined while asked or without a code. */
  check: DiscountCheckResponse | undefined;
  /** The lines' total before any discount. */
  subtotal: number;
  /** What the shopper pays: the checked total while the code applies, else the subtotal. */
  total: number;
  /** Asks the server again (after a checkout refused the code or the total). */
  recheck: () => void;
}

/** The cart's code and what it takes off, asked of the server whenever the lines change (docs/rules.md, Discount codes). */
export function useCartDiscount(): CartDiscount {
  const code = useAppSelector(selectCartDiscountCode);
  const lines = useAppSelector(selectCartLines);
  const subtotal = useAppSelector(selectCartTotal);
  const token = useAppSelector(selectToken);
  const skip = !code || !token || !lines.length;
  const { currentData: check, refetch } = useCheckDiscountQuery(discountCheckOf(code ?? '', lines), {
    skip,
    refetchOnMountOrArgChange: true,
  });
  return {
    code,
    check,
    subtotal,
    total: check?.valid ? check.total : subtotal,
    recheck: () => {
      if (!skip) void refetch();
    },
  };
}
