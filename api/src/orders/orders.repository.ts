import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus, OrderStatusSource, PaymentMethod } from '../contracts';
import {
  DATABASE,
  type Database,
  onConnection,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
  orderStatusHistory,
  type PageWindow,
  pagedRows,
  prepareSql,
  PreparedStatements,
  refunds,
  type Transaction,
  users,
  value,
} from '../database';
import type { OrderSearch } from './order-search';

export interface NewOrderLine {
  productId: string;
  /** The variant bought and its label (snapshots); null for a plain product. */
  variantId?: string | null;
  variantLabel?: string | null;
  name: string;
  /** The Nepali name and label then; null or absent for none. */
  nameNe?: string | null;
  variantLabelNe?: string | null;
  unitPricePaisa: number;
  quantity: number;
}

export interface NewOrder {
  /** Made by the caller when it must name the order before its row is written (the stock ledger); else the database's. */
  id?: string;
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** What the customer pays: the lines' subtotal less the discount, plus the delivery, less the cash rounding. */
  amountPaisa: number;
  discountCode?: string | null;
  discountPaisa?: number;
  /** Where the parcel goes and its fee (docs/rules.md, Delivery); absent for none (the demo's history). */
  deliveryDistrict?: string | null;
  deliveryZone?: string | null;
  deliveryPaisa?: number | null;
  /** The paisa given so that cash is paid in whole rupees (payablePaisa). */
  cashRoundingPaisa?: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  lines: NewOrderLine[];
}

/** What shipping writes on the order (its time is the database's now()). */
export interface ShipmentFields {
  courierId: string;
  courierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** Which orders a list or an export holds. */
export interface OrderFilter {
  /** Only this customer's. */
  userId?: string;
  status?: OrderStatus;
  /** Paid this way (the stored name). */
  paymentMethod?: PaymentMethod;
  /** The admin's search: a part of the id, or the order's number. */
  search?: OrderSearch;
}

export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** An order as the CSV export writes it: its products already as text. */
export interface OrderExportRow {
  order: OrderRow;
  products: string;
}

/** Who makes a status change, for the order's history. */
export interface StatusChange {
  source: OrderStatusSource;
  /** The admin of an 'admin' change. */
  adminId?: string;
}

/** One entry of an order's history, with the admin's name and e-mail while that account exists. */
export interface StatusHistoryRow {
  status: OrderStatus;
  at: Date;
  source: OrderStatusSource;
  admin: { name: string; email: string } | null;
  /** The refund an entry records; null for a status change. */
  refund: { amountPaisa: number; method: PaymentMethod } | null;
  /** What a wallet reported that the shop did not record; null otherwise. */
  note: string | null;
}

/**
 * What else happens in the transaction of a status change: the stock of the order's lines, a payment's record, the
 * order's e-mails (`order` as the change left it).
 */
export type AlongWithChange = (tx: Transaction, lines: OrderLineRow[], order: OrderRow) => Promise<void>;

@Injectable()
export class OrdersRepository {
  /** The order's insert, prepared once per shape (docs/decisions/0081-…): its columns set and its lines' count. */
  private readonly inserts = new PreparedStatements<Prepared<OrderRow>>('order_insert', 50);
  /** A wallet's checkout's lock on its customer and count of their orders awaiting payment, prepared once. */
  private readonly customerLocked;
  private readonly awaitingCount;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.customerLocked = prepareSql(
      db,
      'checkout_lock_customer',
      sql`select 1 from ${users} where ${users.id} = ${value('userId')} for no key update`,
    );
    this.awaitingCount = db
      .select({ held: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, value('userId')), eq(orders.status, 'awaiting payment')))
      .prepare('checkout_awaiting_count');
  }

  /**
   * Writes the order in the transaction where `settle` takes its stock and returns the order as it is to be written:
   * when a line cannot be served, settle throws, the transaction rolls back and nothing changes. `placed` runs in the
   * same transaction once the order is written (checkout queues its e-mails there).
   */
  async placeOrder(
    settle: (tx: Transaction) => Promise<NewOrder & { id: string }>,
    placed?: (tx: Transaction, order: OrderWithLines) => Promise<void>,
  ): Promise<OrderWithLines> {
    return this.db.transaction(async (tx) => {
      const placedOrder = await this.insertOrder(tx, await settle(tx));
      await placed?.(tx, placedOrder);
      return placedOrder;
    });
  }

  /**
   * In the checkout's transaction: how many orders the customer has awaiting payment, counted under a lock on their
   * account row held until the transaction ends. Under READ COMMITTED two checkouts of one customer would otherwise
   * both count 2 and both insert; with the lock the second waits, and its count (a new snapshot) sees the first's
   * order. NO KEY UPDATE leaves the foreign-key checks of other writes (KEY SHARE) unblocked.
   */
  async lockAwaitingCount(tx: Transaction, userId: string): Promise<number> {
    await onConnection(this.customerLocked, tx).execute({ userId });
    const [{ held }] = await onConnection(this.awaitingCount, tx).execute({ userId });
    return held;
  }

  /**
   * Moves an order from `from` to `to` ONCE: the conditional update on the status decides, so a replay or a
   * concurrent change finds nothing to do (undefined). The history entry (`by`: who made the change) and `along`
   * are written in the same transaction, only when it moved.
   */
  async transition(
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    {
      transactionCode,
      shipment,
      along,
      by,
    }: { transactionCode?: string; shipment?: ShipmentFields; along?: AlongWithChange; by: StatusChange },
  ): Promise<OrderRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          status: to,
          updatedAt: new Date(),
          ...(transactionCode ? { transactionCode } : {}),
          ...(shipment ? { ...shipment, shippedAt: sql`now()` } : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, from)))
        .returning();
      if (!row) return undefined;
      await tx
        .insert(orderStatusHistory)
        .values({ orderId, status: to, source: by.source, adminId: by.adminId ?? null });
      if (along)
        await along(tx, await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)), row);
      return row;
    });
  }

  /**
   * A succeeded refund on the order (locked by the caller): its refunded paisa and status, and its history entry, whose
   * status says it is a refund (`refunded`, whether it gave back all or part) and names the refund.
   */
  async recordRefund(
    tx: Transaction,
    orderId: string,
    now: { refundedPaisa: number; status: OrderStatus },
    entry: { by: StatusChange; refundId: string },
  ): Promise<OrderRow> {
    const [row] = await tx
      .update(orders)
      .set({ ...now, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: 'refunded',
      source: entry.by.source,
      adminId: entry.by.adminId ?? null,
      refundId: entry.refundId,
    });
    return row;
  }

  /**
   * A history entry that changes nothing, for the owner to read (a refund made in eSewa's portal), in the caller's
   * transaction under its lock on the order; written once: false when the order already has this note.
   */
  async addNote(tx: Transaction, order: OrderRow, note: string, by: StatusChange): Promise<boolean> {
    const [already] = await tx
      .select({ id: orderStatusHistory.id })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.note, note)))
      .limit(1);
    if (already) return false;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      source: by.source,
      adminId: by.adminId ?? null,
      note,
    });
    return true;
  }

  async findOrder(id: string): Promise<OrderWithLines | undefined> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    if (!order) return undefined;
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.productName), asc(orderLines.id));
    return { order, lines };
  }

  /** The account's phone and whether a texted code verified it. */
  async accountPhone(userId: string): Promise<{ phone: string; verified: boolean } | undefined> {
    const [row] = await this.db
      .select({ phone: users.phone, verified: users.phoneVerified })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** The order of this number placed with this phone (the tracking page asks for both). */
  async findByNumberAndPhone(orderNumber: number, phone: string): Promise<OrderRow | undefined> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerPhone, phone)))
      .limit(1);
    return order;
  }

  /** The order's history, oldest first (the creation first). */
  async statusHistory(orderId: string): Promise<StatusHistoryRow[]> {
    const rows = await this.db
      .select({
        status: orderStatusHistory.status,
        at: orderStatusHistory.at,
        source: orderStatusHistory.source,
        note: orderStatusHistory.note,
        adminName: users.name,
        adminEmail: users.email,
        refundPaisa: refunds.amountPaisa,
        refundMethod: refunds.method,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.adminId))
      .leftJoin(refunds, eq(refunds.id, orderStatusHistory.refundId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    return rows.map(({ adminName, adminEmail, refundPaisa, refundMethod, ...entry }) => ({
      ...entry,
      // A refund's entry says it is one; those written before issue 49 hold the order's status after it.
      status: refundPaisa !== null ? 'refunded' : entry.status,
      admin: adminName !== null && adminEmail !== null ? { name: adminName, email: adminEmail } : null,
      refund:
        refundPaisa !== null && refundMethod !== null
          ? { amountPaisa: refundPaisa, method: refundMethod }
          : null,
    }));
  }

  /**
   * One page of orders, newest first (created_at, then id, descending), and how many match over every page. Counting
   * and paging run in SQL.
   */
  async listOrders(
    filter: OrderFilter,
    page: PageWindow,
  ): Promise<{ items: OrderWithLines[]; total: number }> {
    const { items: rows, total } = await pagedRows(
      this.db,
      orders,
      whereOrders(filter),
      [desc(orders.createdAt), desc(orders.id)],
      page,
    );
    if (!rows.length) return { items: [], total };
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderLines.productName), asc(orderLines.id));
    const byOrder = new Map<string, OrderLineRow[]>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    return { items: rows.map((order) => ({ order, lines: byOrder.get(order.id) ?? [] })), total };
  }

  /**
   * Up to `limit` orders of the filter, newest first, that come after the order `after` (from the start without it),
   * each with its products written 'name × qty; …' ('name (label) × qty' for a variant). Keyset paging on (created_at, id), read from the order itself so
   * no precision is lost on the way: each batch costs the same however deep the export is, and the lines are
   * aggregated in SQL, never fetched by a list of ids.
   */
  async exportBatch(
    filter: OrderFilter,
    after: string | undefined,
    limit: number,
  ): Promise<OrderExportRow[]> {
    // Spelled with aliases: in a one-table select Drizzle leaves column names unqualified, and "id" would be the line's.
    const productsText = sql<string>`coalesce((
      select string_agg(line.product_name || coalesce(' (' || line.variant_label || ')', '') || ' × ' || line.quantity::text,
        '; ' order by line.product_name, line.id)
      from ${orderLines} line where line.order_id = ${orders}.id), '')`;
    return this.db
      .select({ order: orders, products: productsText })
      .from(orders)
      .where(
        and(
          whereOrders(filter),
          after
            ? sql`(${orders.createdAt}, ${orders.id}) < (select cursor.created_at, cursor.id from ${orders} cursor where cursor.id = ${after})`
            : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  }

  /**
   * The order, its first history entry and its lines in one statement: the entry and the lines are written by the
   * order's INSERT's data-modifying CTEs (their foreign keys are checked when the whole statement ends, the order
   * written). The lines' ids are made here, so their rows are known without reading them back, in the order given.
   * Prepared once per shape: which of the order's columns it sets (the rest take their defaults) and how many lines
   * it has, up to PREPARED_LINES; a longer order's statement is built each time, not to keep a statement per count.
   */
  private async insertOrder(tx: Transaction, input: NewOrder & { id: string }): Promise<OrderWithLines> {
    const { lines, ...order } = input;
    const lineRows: OrderLineRow[] = lines.map((line) => ({
      id: randomUUID(),
      orderId: order.id,
      productId: line.productId,
      productName: line.name,
      unitPricePaisa: line.unitPricePaisa,
      quantity: line.quantity,
      variantId: line.variantId ?? null,
      variantLabel: line.variantLabel ?? null,
      productNameNe: line.nameNe ?? null,
      variantLabelNe: line.variantLabelNe ?? null,
    }));
    const columns = Object.entries(order)
      .filter(([, set]) => set !== undefined)
      .map(([column]) => column)
      .sort();
    const values: Record<string, unknown> = { ...order };
    lineRows.forEach((line, i) => {
      for (const [column, set] of Object.entries(line)) values[`line${i}_${column}`] = set;
    });
    const [row] =
      lineRows.length <= PREPARED_LINES
        ? await onConnection(
            this.inserts.of(`${lineRows.length};${columns.join(',')}`, (name) =>
              orderInsert(this.db, columns, lineRows.length).prepare(name),
            ),
            tx,
          ).execute(values)
        : await orderInsert(tx, columns, lineRows.length).execute(values);
    return { order: row, lines: lineRows };
  }
}

/** The most lines an order's insert is prepared for; most carts hold a few (MAX_ORDER_LINES is 50). */
const PREPARED_LINES = 10;

/** A statement prepared once, run with its placeholders' values. */
interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/** The columns of an order line, each a placeholder named after its line. */
const lineColumns: (keyof OrderLineRow)[] = [
  'id',
  'orderId',
  'productId',
  'productName',
  'unitPricePaisa',
  'quantity',
  'variantId',
  'variantLabel',
  'productNameNe',
  'variantLabelNe',
];

/**
 * The order's INSERT with its history entry and `lineCount` lines, every value a placeholder: the order's `columns`
 * by their names, a line's as `line<i>_<column>`. `at` is the database's now(), as created_at: the same instant, and
 * every later change of the order comes later.
 */
function orderInsert(db: Database | Transaction, columns: string[], lineCount: number) {
  const entry = db.$with('entry').as(
    db
      .insert(orderStatusHistory)
      .values({ orderId: value('id'), status: value('status'), source: 'customer' })
      .returning({ id: orderStatusHistory.id }),
  );
  const lineValues = Array.from(
    { length: lineCount },
    (_, i) => Object.fromEntries(lineColumns.map((column) => [column, value(`line${i}_${column}`)])) as never,
  );
  const written = db
    .$with('written')
    .as(db.insert(orderLines).values(lineValues).returning({ id: orderLines.id }));
  const orderValues = Object.fromEntries(columns.map((column) => [column, value(column)])) as never;
  return db.with(entry, written).insert(orders).values(orderValues).returning();
}

/**
 * The filter's SQL. The id search is a substring of the id's text: neither the primary key nor the created_at index
 * can serve it, and at 100,000 orders a scan of the short ids costs a few milliseconds, which the count over every
 * page pays anyway. strpos, unlike LIKE, needs no escaping of the admin's text. A number also matches the order of
 * that number; a search that can match neither matches nothing.
 */
function whereOrders(filter: OrderFilter): SQL | undefined {
  return and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.search ? whereSearch(filter.search) : undefined,
  );
}

function whereSearch({ idPart, orderNumber }: OrderSearch): SQL {
  return (
    or(
      idPart ? sql`strpos(${orders.id}::text, ${idPart.toLowerCase()}) > 0` : undefined,
      orderNumber !== undefined ? eq(orders.orderNumber, orderNumber) : undefined,
    ) ?? sql`false`
  );
}
