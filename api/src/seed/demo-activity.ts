import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../config';
import { FeedbackRepository } from '../feedback';
import {
  courierTrackingUrl,
  type OrderStatus,
  payablePaisa,
  type PaymentMethod,
  paysInCash,
} from '../contracts';
import { type NewOrderLine, OrderTransitions } from '../orders';
import { KHALTI_RETURN_PATH, KhaltiSandboxService, PaymentsService } from '../payments';
import { ProductsRepository, ProductStock } from '../products';
import { ReviewsRepository } from '../reviews';
import { reviewAuthor } from '../contracts';
import { SeedRepository } from './seed.repository';

const DAY_MS = 86_400_000;

/** One demo order: how it is paid, where it ends, how many days ago it was placed and how many products it has. */
interface DemoOrder {
  method: PaymentMethod;
  status: OrderStatus;
  daysAgo: number;
  lines: number;
}

/**
 * The demo customer's history over the last six months, oldest first: every status, and delivered orders in most of
 * those months, so the admin dashboard's revenue chart has a line to draw and some orders are still to deliver. The
 * order awaiting payment is placed now, with a live payment link, so the customer can finish paying (or watch it
 * expire).
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  { method: 'cash', status: 'delivered', daysAgo: 170, lines: 2 },
  { method: 'khalti', status: 'delivered', daysAgo: 150, lines: 1 },
  { method: 'khalti', status: 'delivered', daysAgo: 122, lines: 1 },
  { method: 'cash', status: 'cancelled', daysAgo: 96, lines: 1 },
  { method: 'cash', status: 'delivered', daysAgo: 88, lines: 2 },
  { method: 'khalti', status: 'paid', daysAgo: 64, lines: 2 },
  { method: 'cash', status: 'delivered', daysAgo: 58, lines: 1 },
  { method: 'cash', status: 'delivered', daysAgo: 41, lines: 1 },
  { method: 'khalti', status: 'delivered', daysAgo: 20, lines: 1 },
  { method: 'cash', status: 'cash on delivery', daysAgo: 12, lines: 1 },
  { method: 'cash', status: 'delivered', daysAgo: 6, lines: 1 },
  { method: 'khalti', status: 'paid', daysAgo: 3, lines: 1 },
  { method: 'cash', status: 'shipped', daysAgo: 2, lines: 1 },
  { method: 'khalti', status: 'awaiting payment', daysAgo: 0, lines: 1 },
];

export const DEMO_FEEDBACK: readonly { message: string; featured: boolean; daysAgo: number }[] = [
  {
    message: 'The saffron pashmina arrived in three days and is even softer than in the pictures. Thank you!',
    featured: true,
    daysAgo: 110,
  },
  {
    message: 'Could you add more muffler colours for men? The charcoal one sold out quickly.',
    featured: false,
    daysAgo: 60,
  },
  { message: 'Paying with Khalti was quick. My mother loves her new shawl.', featured: false, daysAgo: 35 },
];

/**
 * The demo customer's reviews of the products of their delivered orders, the most recent first, all approved; the
 * second answered by the shop (issue 54).
 */
export const DEMO_REVIEWS: readonly {
  rating: number;
  title: string | null;
  text: string;
  reply: string | null;
}[] = [
  {
    rating: 5,
    title: 'Softer than I hoped',
    text: 'Light, warm and the colour is exactly as in the pictures. My mother wears it every evening.',
    reply: null,
  },
  {
    rating: 4,
    title: 'Beautiful, a little long',
    text: 'Real pashmina, beautifully finished. It is longer than I expected, so I wrap it twice.',
    reply: 'Thank you! Our stoles are 200 cm long; we now say so on each product page.',
  },
  {
    rating: 5,
    title: null,
    text: 'Arrived in three days, well packed. Worth every rupee.',
    reply: null,
  },
];

export interface DemoCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * A shop that starts alive: the demo customer's orders and feedback, then spread over the last six months. The orders
 * are placed and moved as real ones are (OrderTransitions: the status machine's stock and sold counts, and the order's
 * history), and the payment link recorded by the payments service; no e-mail is sent for them.
 */
@Injectable()
export class DemoActivity {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly products: ProductsRepository,
    private readonly stock: ProductStock,
    private readonly transitions: OrderTransitions,
    private readonly payments: PaymentsService,
    private readonly feedback: FeedbackRepository,
    private readonly reviews: ReviewsRepository,
    private readonly seedRepository: SeedRepository,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** `ownerId`: the admin the demo's deliveries and cancels are recorded as made by (the order history). */
  async seed(
    customer: DemoCustomer,
    ownerId: string,
    now = new Date(),
  ): Promise<{ orders: number; feedback: number; reviews: number }> {
    const candidates = await this.products.findPage({ inStock: true }, 'name', 0, 40);
    let next = 0;
    let placed = 0;
    for (const demo of DEMO_ORDERS) {
      // Products with a few units left, taken in turn, so no demo order empties a shelf.
      const quotes = await this.stock.quote(candidates.map((product) => product.id));
      // Plain products only: a line of a product with variants names one.
      const usable = quotes
        .filter((quote) => quote.stock >= 3 && quote.variants.length === 0)
        .sort((a, b) => a.name.localeCompare(b.name));
      if (usable.length < demo.lines) break;
      const lines: NewOrderLine[] = Array.from({ length: demo.lines }, (_, i) => {
        const quote = usable[(next + i) % usable.length];
        return { productId: quote.id, name: quote.name, unitPricePaisa: quote.salePricePaisa, quantity: 1 };
      });
      next += demo.lines;
      if (await this.placeDemoOrder(customer, demo, lines, ownerId, now)) placed++;
    }
    for (const feedback of DEMO_FEEDBACK) {
      await this.feedback.insert({
        userId: customer.id,
        name: customer.name,
        email: customer.email,
        message: feedback.message,
        isFeatured: feedback.featured,
        createdAt: new Date(now.getTime() - feedback.daysAgo * DAY_MS),
      });
    }
    return { orders: placed, feedback: DEMO_FEEDBACK.length, reviews: await this.seedReviews(customer, now) };
  }

  /** DEMO_REVIEWS on the products of the demo customer's delivered orders, approved, with the products' ratings. */
  private async seedReviews(customer: DemoCustomer, now: Date): Promise<number> {
    const delivered = await this.reviews.deliveredProducts(customer.id);
    const written = DEMO_REVIEWS.slice(0, delivered.length);
    await this.reviews.transaction(async (tx) => {
      for (const [i, demo] of written.entries()) {
        const { productId, variantLabel, orderedAt } = delivered[i];
        // Written a week after the order, answered a day later.
        const at = new Date(Math.min(now.getTime(), orderedAt.getTime() + 7 * DAY_MS));
        await this.reviews.insert(tx, {
          productId,
          userId: customer.id,
          author: reviewAuthor(customer.name),
          variantLabel,
          rating: demo.rating,
          title: demo.title,
          text: demo.text,
          status: 'approved',
          reply: demo.reply,
          replyAt: demo.reply ? new Date(Math.min(now.getTime(), at.getTime() + DAY_MS)) : null,
          createdAt: at,
          updatedAt: at,
        });
        await this.reviews.refreshRating(tx, productId);
      }
    });
    return written.length;
  }

  private async placeDemoOrder(
    customer: DemoCustomer,
    demo: DemoOrder,
    lines: NewOrderLine[],
    ownerId: string,
    now: Date,
  ): Promise<boolean> {
    const { amountPaisa, cashRoundingPaisa } = payablePaisa(
      lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0),
      paysInCash(demo.method),
    );
    const awaiting = demo.status === 'awaiting payment';
    const sandbox = awaiting ? this.sandbox() : undefined;
    // A payment link needs a provider that can be asked in-process: the built-in sandbox. Without it, no such order.
    if (awaiting && !sandbox) return false;

    const { order } = await this.transitions.place(
      {
        userId: customer.id,
        paymentMethod: demo.method,
        amountPaisa,
        cashRoundingPaisa,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        address: customer.address,
        lines,
      },
      // The demo's history e-mails nobody, the shop's low-stock alert included.
      { alert: false },
    );

    // On to the demo's status as the shop would move it: Khalti's payment first, then the owner's change.
    let status = order.status;
    if (status === 'awaiting payment' && !awaiting) {
      await this.transitions.transition(order.id, status, 'paid', {
        transactionCode: `DEMO${order.id.replace(/-/g, '').slice(0, 18).toUpperCase()}`,
        by: { source: 'khalti' },
      });
      status = 'paid';
    }
    if (status !== demo.status) {
      const courier = demo.status === 'shipped' ? await this.seedRepository.firstCourier() : undefined;
      await this.transitions.transition(order.id, status, demo.status, {
        by: { source: 'admin', adminId: ownerId },
        shipment: courier && {
          courierId: courier.id,
          courierName: courier.name,
          trackingNumber: `DEMO-${order.orderNumber}`,
          trackingUrl: courierTrackingUrl(courier.trackingUrl, `DEMO-${order.orderNumber}`),
        },
      });
    }

    if (awaiting && sandbox) {
      const answer = await sandbox.initiate('Key demo-seed', {
        return_url: `${this.config.publicUrl}${KHALTI_RETURN_PATH}`,
        website_url: this.config.publicUrl,
        amount: amountPaisa,
        purchase_order_id: order.id,
        purchase_order_name: `Pashmina Shop order ${order.id.slice(0, 8)}`,
        customer_info: { name: customer.name, email: customer.email, phone: customer.phone },
      });
      if (answer.status !== 200)
        throw new Error(`The Khalti sandbox refused the demo payment: ${answer.status}`);
      const body = answer.body as { pidx: string; payment_url: string; expires_at: string };
      await this.payments.recordStarted(
        'khalti',
        { orderId: order.id, amountPaisa },
        {
          pidx: body.pidx,
          paymentUrl: body.payment_url,
          providerStatus: 'Initiated',
          expiresAt: new Date(body.expires_at),
        },
      );
      return true;
    }

    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS - (lines.length + 2) * 3_600_000);
    const settledAfterDays = demo.status === 'delivered' ? 4 : demo.status === 'cancelled' ? 1 : 0;
    await this.seedRepository.backdateOrder(
      order.id,
      createdAt,
      new Date(Math.min(now.getTime(), createdAt.getTime() + settledAfterDays * DAY_MS)),
    );
    return true;
  }

  /** The built-in Khalti sandbox when it runs (no KHALTI_SECRET_KEY), else undefined. */
  private sandbox(): KhaltiSandboxService | undefined {
    if (this.config.khaltiSecretKey) return undefined;
    try {
      return this.moduleRef.get(KhaltiSandboxService, { strict: false });
    } catch {
      this.logger.warn('The Khalti sandbox is not loaded: no demo order awaiting payment');
      return undefined;
    }
  }
}
