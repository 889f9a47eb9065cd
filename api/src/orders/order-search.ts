import { DB_INTEGER_MAX } from '../contracts';

/** What the admin's order search `q` looks for (docs/rules.md, Orders). */
export interface OrderSearch {
  /** The order id contains this text (any case); absent when the text cannot be part of an id (`#1001`). */
  idPart?: string;
  /** The order's number is this: `q` was a number, as typed or as shown (`1001` or `#1001`). */
  orderNumber?: number;
}

/** A number as people read it out (`1001`), or as the shop shows it (`#1001`). */
const ORDER_NUMBER = /^#?(\d{1,10})$/;

/**
 * The search a `q` asks for: a part of the id, as before order numbers existed, and the order of that number when
 * it is one. A number that does not fit the column can be no order's, so it is only looked for in the ids.
 */
export function orderSearch(q: string | undefined): OrderSearch | undefined {
  if (!q) return undefined;
  const digits = ORDER_NUMBER.exec(q)?.[1];
  const number = digits === undefined ? undefined : Number(digits);
  return {
    idPart: q.startsWith('#') ? undefined : q,
    orderNumber: number !== undefined && number <= DB_INTEGER_MAX ? number : undefined,
  };
}
