import { ADMIN_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS } from '../contracts';
import {
  adminChangeRefusal,
  adminMoveRefusal,
  countsAsSold,
  customerCancelRefusal,
  emailMoments,
  placedStatus,
  stockMove,
} from './order-status-machine';
import {
  adminStatusMoves,
  KHALTI_ORDER_NOT_CASH_MESSAGE,
  NOT_SHIPPABLE_MESSAGE,
  SHIPPED_NOT_CANCELLABLE_MESSAGE,
  PAID_ORDER_NOT_CANCELLABLE_MESSAGE,
} from '../contracts';

describe('the order status machine', () => {
  it('places a Khalti order awaiting its payment, and a cash order to deliver', () => {
    expect(placedStatus('khalti')).toBe('awaiting payment');
    expect(placedStatus('cash')).toBe('cash on delivery');
  });

  it('counts an order as sold once it is to be paid at the door, paid, shipped or delivered', () => {
    expect(ORDER_STATUSES.filter(countsAsSold)).toEqual(['cash on delivery', 'paid', 'shipped', 'delivered']);
  });

  it('gives the stock back on a cancel, taking it off the sold count only when it was counted', () => {
    expect(stockMove('awaiting payment', 'cancelled')).toEqual({ kind: 'return', uncountSold: false });
    expect(stockMove('cash on delivery', 'cancelled')).toEqual({ kind: 'return', uncountSold: true });
    expect(stockMove('paid', 'cancelled')).toEqual({ kind: 'return', uncountSold: true });
  });

  it('counts the sale when an unpaid order is paid, delivered or turned to cash on delivery, and only then', () => {
    for (const to of ['paid', 'delivered', 'cash on delivery'] as const)
      expect(stockMove('awaiting payment', to)).toEqual({ kind: 'count sold' });
    expect(stockMove('cash on delivery', 'paid')).toBeNull();
    expect(stockMove('cash on delivery', 'delivered')).toBeNull();
    expect(stockMove('paid', 'delivered')).toBeNull();
    expect(stockMove('paid', 'cash on delivery')).toBeNull();
  });

  it('keeps stock and sold counts right on every path an admin can take an order along', () => {
    // One unit ordered: walk every sequence of admin changes (up to three) from each way of placing it.
    const walk = (placed: OrderStatus, path: OrderStatus[]) => {
      const shelf = { stock: -1, sold: countsAsSold(placed) ? 1 : 0 };
      let status = placed;
      for (const to of path) {
        if (adminChangeRefusal(status) || to === status) continue;
        const move = stockMove(status, to);
        if (move?.kind === 'return')
          Object.assign(shelf, { stock: 0, sold: shelf.sold - (move.uncountSold ? 1 : 0) });
        if (move?.kind === 'count sold') shelf.sold += 1;
        status = to;
      }
      return { status, ...shelf };
    };
    const paths = ADMIN_ORDER_STATUSES.flatMap((a) =>
      ADMIN_ORDER_STATUSES.flatMap((b) => ADMIN_ORDER_STATUSES.map((c) => [a, b, c])),
    );
    for (const method of PAYMENT_METHODS)
      for (const path of paths) {
        const end = walk(placedStatus(method), path);
        expect({ path, method, stock: end.stock, sold: end.sold }).toEqual({
          path,
          method,
          stock: end.status === 'cancelled' ? 0 : -1,
          sold: countsAsSold(end.status) ? 1 : 0,
        });
      }
  });

  it('refuses any change to a delivered or cancelled order: it is final', () => {
    expect(adminChangeRefusal('delivered')).toBe('This order is final');
    expect(adminChangeRefusal('cancelled')).toBe('This order is final');
    for (const from of ['awaiting payment', 'cash on delivery', 'paid'] as const)
      expect(adminChangeRefusal(from)).toBeUndefined();
  });

  it('lets a customer cancel only their order awaiting payment', () => {
    expect(customerCancelRefusal('awaiting payment')).toBeUndefined();
    expect(customerCancelRefusal('paid')).toBe('Only an order awaiting payment can be cancelled');
    expect(customerCancelRefusal('cash on delivery')).toBe('Only an order awaiting payment can be cancelled');
    expect(customerCancelRefusal('delivered')).toBe('This order is final');
    expect(customerCancelRefusal('cancelled')).toBe('This order is final');
  });

  it("e-mails the customer when an admin's change confirms, delivers or cancels their order", () => {
    expect(emailMoments('awaiting payment', 'paid')).toEqual(['confirmed']);
    expect(emailMoments('awaiting payment', 'delivered')).toEqual(['confirmed', 'delivered']);
    expect(emailMoments('awaiting payment', 'cancelled')).toEqual(['cancelled']);
    expect(emailMoments('paid', 'delivered')).toEqual(['delivered']);
    expect(emailMoments('cash on delivery', 'cancelled')).toEqual(['cancelled']);
    expect(emailMoments('cash on delivery', 'paid')).toEqual([]);
  });

  it('lets an admin make only the moves the dropdown offers: a paid order is refunded, a Khalti order never COD', () => {
    expect(adminStatusMoves('cash on delivery', 'cash')).toEqual([
      'paid',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(adminStatusMoves('paid', 'cash')).toEqual(['cash on delivery', 'shipped', 'delivered']);
    expect(adminStatusMoves('paid', 'khalti')).toEqual(['shipped', 'delivered']);
    // A shipped order is only delivered (or, paid, refunded); only a paid or cash order ships.
    expect(adminStatusMoves('shipped', 'cash')).toEqual(['delivered']);
    expect(adminMoveRefusal('shipped', 'cancelled', 'cash')).toBe(SHIPPED_NOT_CANCELLABLE_MESSAGE);
    expect(adminMoveRefusal('awaiting payment', 'shipped', 'khalti')).toBe(NOT_SHIPPABLE_MESSAGE);
    expect(adminStatusMoves('awaiting payment', 'khalti')).toEqual(['paid', 'delivered', 'cancelled']);
    for (const final of ['delivered', 'cancelled', 'refunded'] as const)
      expect(adminStatusMoves(final, 'cash')).toEqual([]);
    expect(adminMoveRefusal('paid', 'cash on delivery', 'khalti')).toBe(KHALTI_ORDER_NOT_CASH_MESSAGE);
    expect(adminMoveRefusal('awaiting payment', 'cash on delivery', 'khalti')).toBe(
      KHALTI_ORDER_NOT_CASH_MESSAGE,
    );
    expect(adminMoveRefusal('paid', 'cancelled', 'khalti')).toBe(PAID_ORDER_NOT_CANCELLABLE_MESSAGE);
    expect(adminMoveRefusal('delivered', 'paid', 'cash')).toBe('This order is final');
    expect(adminMoveRefusal('cash on delivery', 'paid', 'cash')).toBeUndefined();
  });
});
