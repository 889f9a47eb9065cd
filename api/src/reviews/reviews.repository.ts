import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { ReviewSort, ReviewStatus } from '../contracts';
import {
  DATABASE,
  type Database,
  type NewReviewRow,
  orderLines,
  orders,
  orderStatusHistory,
  type PageWindow,
  products,
  reviewRequests,
  type ReviewRow,
  reviews,
  type Transaction,
  users,
} from '../database';

/** A review with the names it is shown with: its product's, and for the admin its author's account. */
export interface ReviewWithNames {
  review: ReviewRow;
  productName: string;
  customer: { id: string; name: string; email: string } | null;
}

/** A product's approved reviews in figures: how many of each rating. */
export type RatingCounts = Record<1 | 2 | 3 | 4 | 5, number>;

/** A review request that is due: the delivered order's customer and one product of it not reviewed nor asked yet. */
export interface DueRequest {
  userId: string;
  orderId: string;
  orderNumber: number;
  productId: string;
  productName: string;
  productNameNe: string | null;
  customerName: string;
}

const shown = {
  review: getTableColumns(reviews),
  productName: products.name,
};

/** The SQL of reviews, and of what decides them: the customer's delivered order lines. */
@Injectable()
export class ReviewsRepository {
  /** A product's newest approved reviews, which GET /product/:id shows: prepared once (see ProductsRepository). */
  private readonly newest;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.newest = db
      .select(shown)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.productId, sql.placeholder('productId')), eq(reviews.status, 'approved')))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .prepare('product_newest_reviews');
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async findProduct(id: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    return row;
  }

  /**
   * The customer's most recent delivered line of the product, any variant: what allows a review, and the variant it
   * names. Only an order whose status is delivered now counts (a refunded or cancelled one does not).
   */
  async deliveredLine(
    userId: string,
    productId: string,
  ): Promise<{ variantLabel: string | null } | undefined> {
    const [row] = await this.db
      .select({ variantLabel: orderLines.variantLabel })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orders.status, 'delivered')),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    return row;
  }

  async insert(tx: Transaction, values: NewReviewRow): Promise<ReviewRow> {
    const [row] = await tx.insert(reviews).values(values).returning();
    return row;
  }

  async find(id: string, tx: Database | Transaction = this.db): Promise<ReviewWithNames | undefined> {
    const [row] = await tx
      .select({ ...shown, customer: { id: users.id, name: users.name, email: users.email } })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row;
  }

  async findMine(userId: string, productId: string): Promise<ReviewWithNames | undefined> {
    const [row] = await this.db
      .select(shown)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
      .limit(1);
    return row && { ...row, customer: null };
  }

  async update(tx: Transaction, id: string, changes: Partial<NewReviewRow>): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .update(reviews)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning();
    return row;
  }

  async delete(tx: Transaction, id: string): Promise<ReviewRow | undefined> {
    const [row] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    return row;
  }

  /**
   * Writes the product's rating from its approved reviews, in the caller's transaction; only when it changed, so a
   * change that leaves it alone leaves the catalog's cached answers alone too (a write of products moves its version).
   * `shown`: a review the product's answer shows changed (its reply) even if the rating did not: the row is written
   * anyway, so the cached product answers move on too.
   */
  async refreshRating(tx: Transaction, productId: string, shown = false): Promise<void> {
    await tx.execute(sql`
      update ${products} set rating_count = s.n, rating_sum = s.total
      from (
        select count(*)::int as n, coalesce(sum(${reviews.rating}), 0)::int as total from ${reviews}
        where ${reviews.productId} = ${productId} and ${reviews.status} = 'approved'
      ) s
      where ${products.id} = ${productId}
        and (${shown} or (rating_count, rating_sum) is distinct from (s.n, s.total))`);
  }

  /** The admin's list: newest first, by status and rating, with the authors' accounts. */
  async list(
    filter: { status?: ReviewStatus; rating?: number },
    page: PageWindow,
  ): Promise<{ items: ReviewWithNames[]; total: number }> {
    const where = and(
      filter.status ? eq(reviews.status, filter.status) : undefined,
      filter.rating !== undefined ? eq(reviews.rating, filter.rating) : undefined,
    );
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select({ ...shown, customer: { id: users.id, name: users.name, email: users.email } })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(reviews)
        .where(where),
    ]);
    return { items, total };
  }

  /** One page of a product's approved reviews in the shopper's sort. */
  async approvedPage(productId: string, sort: ReviewSort, page: PageWindow): Promise<ReviewWithNames[]> {
    const newest = [desc(reviews.createdAt), desc(reviews.id)];
    const order: SQL[] =
      sort === 'highest'
        ? [desc(reviews.rating), ...newest]
        : sort === 'lowest'
          ? [asc(reviews.rating), ...newest]
          : newest;
    const rows = await this.db
      .select(shown)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => ({ ...row, customer: null }));
  }

  /** The product's first `limit` approved reviews, newest first: approvedPage's first page by 'newest'. */
  async newestApproved(productId: string, limit: number): Promise<ReviewWithNames[]> {
    const rows = await this.newest.execute({ productId, limit });
    return rows.map((row) => ({ ...row, customer: null }));
  }

  /** How many approved reviews of the product have each rating. */
  async ratingCounts(productId: string): Promise<RatingCounts> {
    const rows = await this.db
      .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
      .groupBy(reviews.rating);
    const counts: RatingCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const row of rows) counts[row.rating as keyof RatingCounts] = row.n;
    return counts;
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.status, 'pending'));
    return row.n;
  }

  /**
   * The review requests due at `now` (docs/rules.md, Reviews): each product of an order delivered between
   * REVIEW_REQUEST_UNTIL_DAYS and REVIEW_REQUEST_DAYS before `now` (its first 'delivered' entry), whose status is
   * still delivered (never a cancelled or refunded one), of an account that has neither reviewed the product nor
   * been asked about it; one row per account and product, oldest delivery first, at most `limit`.
   */
  async dueRequests(
    now: Date,
    askAfterDays: number,
    untilDays: number,
    limit: number,
  ): Promise<DueRequest[]> {
    const day = 24 * 60 * 60 * 1000;
    const latest = new Date(now.getTime() - askAfterDays * day);
    const earliest = new Date(now.getTime() - untilDays * day);
    const result = await this.db.execute(sql`
      select distinct on (o.user_id, l.product_id)
        o.user_id as "userId", o.id as "orderId", o.order_number as "orderNumber", l.product_id as "productId",
        p.name as "productName", p.name_ne as "productNameNe", o.customer_name as "customerName", d.at as "deliveredAt"
      from (
        select ${orderStatusHistory.orderId} as order_id, min(${orderStatusHistory.at}) as at
        from ${orderStatusHistory} where ${orderStatusHistory.status} = 'delivered'
        group by ${orderStatusHistory.orderId}
      ) d
      join ${orders} o on o.id = d.order_id
      join ${orderLines} l on l.order_id = o.id
      join ${products} p on p.id = l.product_id
      where d.at <= ${latest.toISOString()}::timestamptz and d.at > ${earliest.toISOString()}::timestamptz
        and o.status = 'delivered' and o.user_id is not null
        and not exists (select 1 from ${reviews} r where r.user_id = o.user_id and r.product_id = l.product_id)
        and not exists (
          select 1 from ${reviewRequests} q where q.user_id = o.user_id and q.product_id = l.product_id
        )
      order by o.user_id, l.product_id, d.at
      limit ${limit}`);
    // Both drivers return { rows }.
    return (result as unknown as { rows: DueRequest[] }).rows;
  }

  /** The products of the customer's delivered orders, the most recently delivered first: what the demo reviews. */
  async deliveredProducts(
    userId: string,
  ): Promise<{ productId: string; variantLabel: string | null; orderedAt: Date }[]> {
    const rows = await this.db
      .select({
        productId: sql<string>`${orderLines.productId}`,
        variantLabel: orderLines.variantLabel,
        orderedAt: orders.createdAt,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'delivered'),
          sql`${orderLines.productId} is not null`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const seen = new Set<string>();
    return rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId));
  }

  /** Records a request as sent; false when another instance recorded it first (then it sends nothing). */
  async recordRequest(tx: Transaction, request: DueRequest): Promise<boolean> {
    const rows = await tx
      .insert(reviewRequests)
      .values({ userId: request.userId, productId: request.productId, orderId: request.orderId })
      .onConflictDoNothing()
      .returning({ userId: reviewRequests.userId });
    return rows.length > 0;
  }
}
