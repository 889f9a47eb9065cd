import { eq } from 'drizzle-orm';
import type { CreateOrderResponse } from '../../src/contracts';
import { emails, orders, type ProductRow } from '../../src/database';
import { lineOf, payloadOf, placeOrder, prepareProducts } from '../fixtures';
import { startTestApp, type TestApp } from '../harness';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';

/**
 * A shop whose mail server the test can take down or make refuse, for the e-mail failure tests. The first retry waits
 * 1 s here instead of the shop's 10 s, and the wait doubles up to 4 s instead of 15 minutes, so a test sees several
 * attempts in a short outage.
 */
export interface FailingMailShop {
  t: TestApp;
  sink: SmtpSink;
  /** Places a cash-on-delivery order of one shawl: its id and number. */
  cod(): Promise<{ id: string; n: number }>;
  /** The outbox's rows of an order's e-mails. */
  rowsOf(orderId: string): Promise<(typeof emails.$inferSelect)[]>;
  /** Matches the e-mails about order number `n`. */
  about(n: number): (mail: ReceivedMail) => boolean;
  close(): Promise<void>;
}

export async function startFailingMailShop(): Promise<FailingMailShop> {
  const sink = await startSmtpSink();
  const t = await startTestApp({
    products: 2,
    env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50', MAIL_RETRY_FIRST_MS: '1000', MAIL_RETRY_MAX_MS: '4000' },
  });
  const [shawl]: ProductRow[] = await prepareProducts(t, [{ pricePaisa: 250_000, stock: 100 }]);
  return {
    t,
    sink,
    async cod() {
      const order = (
        (await placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201)).body as CreateOrderResponse
      ).order;
      const [{ n }] = await t.db
        .select({ n: orders.orderNumber })
        .from(orders)
        .where(eq(orders.id, order._id));
      return { id: order._id, n };
    },
    rowsOf: (orderId) => t.db.select().from(emails).where(eq(emails.orderId, orderId)),
    about: (n) => (mail) => mail.subject.includes(`#${n}`),
    async close() {
      await t.close();
      await sink.close();
    },
  };
}
