import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  type Language,
  orderLineNameIn,
  paisaToRupees,
  paysInCash,
  type ShopContact,
  trackingPageUrl,
} from '../contracts';
import type { OrderLineRow, OrderRow, RefundRow, Transaction } from '../database';
import { type AccountEmail, EmailOutbox, inLanguage, type OrderEmailPayload } from '../mail';
import { ShopSettingsService } from '../settings';
import {
  orderDeliveredText,
  orderPlacedText,
  orderRefundedText,
  orderShippedText,
  type OutgoingText,
  TextOutbox,
} from '../sms';
import { chargesOf, toOrder } from './order.mapper';

/**
 * The moments of an order that e-mail someone (docs/rules.md, E-mail): confirmed (a cash-on-delivery order placed,
 * a Khalti order paid), delivered, cancelled.
 */
export type OrderEmailMoment = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

/**
 * Queues an order's e-mails in the transaction of the change that causes them (the transactional outbox): they
 * exist exactly when the change was committed, and are sent afterwards by the mail worker. The customer's go to
 * the ordering account's e-mail address; the checkout's `customer_info.email` is kept on the order, never mailed.
 */
@Injectable()
export class OrderEmails {
  constructor(
    private readonly outbox: EmailOutbox,
    private readonly texts: TextOutbox,
    private readonly settings: ShopSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `account`: the ordering account's address and language as this request read them, with the language it is
   * remembered in (checkout): the e-mails are then queued in one statement, and the text needs no reading of the
   * language. Without it they are read from the account's row as the e-mails are queued.
   */
  async queue(
    tx: Transaction,
    moment: OrderEmailMoment,
    order: OrderRow,
    lines: OrderLineRow[],
    {
      refundDue = false,
      account,
    }: {
      refundDue?: boolean;
      /** The account's address and language, and the shop's contact lines, when the caller has read them already. */
      account?: { email: string; language: Language; contact?: ShopContact };
    } = {},
  ): Promise<void> {
    const payload = orderEmailPayload(order, lines);
    // The customer's e-mail ends with the shop's contact lines as the owner's Settings have them now.
    const contact = account?.contact ?? (order.userId ? await this.settings.contact(tx) : undefined);
    const forCustomer = { ...payload, contact };
    const toCustomer: AccountEmail =
      moment === 'confirmed'
        ? { kind: 'order-confirmed', payload: forCustomer }
        : moment === 'delivered'
          ? { kind: 'order-delivered', payload: forCustomer }
          : moment === 'shipped'
            ? { kind: 'order-shipped', payload: { ...forCustomer, shipment: this.shipmentOf(order, 'en') } }
            : { kind: 'order-cancelled', payload: { ...forCustomer, refundDue } };
    const toShop =
      moment === 'confirmed' ? [{ kind: 'new-order' as const, to: this.config.shopAlertEmail, payload }] : [];
    // Only ever to the account's own address: the checkout's customer_info.email is anyone's to type, with a name
    // and an address of the shopper's choosing in the e-mail. An order whose account is gone e-mails no customer.
    if (order.userId && account)
      await this.outbox.enqueue(tx, inLanguage(toCustomer, account.email, account.language), ...toShop);
    else {
      if (order.userId) await this.outbox.enqueueToAccount(tx, order.userId, toCustomer);
      await this.outbox.enqueue(tx, ...toShop);
    }
    await this.queueText(tx, order, moment, account?.language);
  }

  /**
   * The order's text for this moment (docs/rules.md, Text messages), to the phone the order was placed with, in the
   * account's language: placed (a cash order placed, a wallet's paid), shipped, delivered. None when texts are off.
   */
  private async queueText(
    tx: Transaction,
    order: OrderRow,
    moment: OrderEmailMoment,
    known?: Language,
  ): Promise<void> {
    if (!this.config.sms.enabled || moment === 'cancelled') return;
    const language = known ?? (await this.texts.languageOf(tx, order.userId));
    const number = order.orderNumber;
    let text: string;
    if (moment === 'confirmed')
      text = orderPlacedText(
        { number, amount: paisaToRupees(order.amountPaisa), cash: paysInCash(order.paymentMethod) },
        language,
      );
    else if (moment === 'shipped') {
      const shipment = this.shipmentOf(order, language);
      text = orderShippedText(
        { number, courier: shipment.courier, link: shipment.trackingUrl ?? shipment.trackPage },
        language,
      );
    } else text = orderDeliveredText({ number }, language);
    await this.texts.enqueue(tx, textTo(order, `order-${moment === 'confirmed' ? 'placed' : moment}`, text));
  }

  /** The shipment as the shipped e-mail shows it, with the shop's tracking page filled in for the order. */
  private shipmentOf(order: OrderRow, language: Language) {
    return {
      courier: order.courierName ?? '',
      trackingNumber: order.trackingNumber ?? '',
      trackingUrl: order.trackingUrl,
      trackPage: trackingPageUrl(
        this.config.publicUrl,
        order.orderNumber,
        order.customerPhone,
        language === 'ne',
      ),
    };
  }

  /** A succeeded refund's text, in its transaction. */
  async queueRefundText(tx: Transaction, order: OrderRow, amountPaisa: number): Promise<void> {
    if (!this.config.sms.enabled) return;
    const language = await this.texts.languageOf(tx, order.userId);
    await this.texts.enqueue(
      tx,
      textTo(
        order,
        'order-refunded',
        orderRefundedText({ number: order.orderNumber, amount: paisaToRupees(amountPaisa) }, language),
      ),
    );
  }

  /**
   * The language the customer ordered in becomes the account's: this order's e-mails, and the account's later ones,
   * are written in it. In the order's transaction, before its e-mails are queued.
   */
  rememberLanguage(tx: Transaction, userId: string, language: Language): Promise<void> {
    return this.outbox.rememberLanguage(tx, userId, language);
  }

  /** A succeeded refund, in its transaction: 'Your refund of Rs. X for order #N'. */
  async queueRefund(
    tx: Transaction,
    order: OrderRow,
    lines: OrderLineRow[],
    refund: RefundRow,
  ): Promise<void> {
    // Only to the ordering account, like the other customer e-mails.
    if (order.userId)
      await this.outbox.enqueueToAccount(tx, order.userId, {
        kind: 'order-refunded',
        payload: {
          ...orderEmailPayload(order, lines),
          contact: await this.settings.contact(tx),
          refund: { amount: paisaToRupees(refund.amountPaisa), method: refund.method, reason: refund.reason },
        },
      });
    await this.queueRefundText(tx, order, refund.amountPaisa);
  }
}

const textTo = (order: OrderRow, kind: OutgoingText['kind'], text: string): OutgoingText => ({
  kind,
  to: order.customerPhone,
  text,
  orderId: order.id,
  userId: order.userId,
});

/**
 * The order as its e-mails show it: lines by name (and variant) in either language, as the order's page lists them
 * (the order's JSON, toOrder, read by orderLineNameIn); amounts in rupees.
 */
export function orderEmailPayload(order: OrderRow, lines: OrderLineRow[]): OrderEmailPayload {
  const sorted = [...lines].sort(
    (a, b) => a.productName.localeCompare(b.productName) || a.id.localeCompare(b.id),
  );
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    lines: toOrder({ order, lines: sorted }).products.map((line) => {
      // A variant's label after the name, as every place that shows an order line does.
      const name = orderLineNameIn(line, 'en');
      const nameNe = orderLineNameIn(line, 'ne');
      return {
        name,
        ...(nameNe !== name ? { nameNe } : {}),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      };
    }),
    total: paisaToRupees(order.amountPaisa),
    ...chargesOf(order),
    paymentMethod: order.paymentMethod,
    address: order.address,
  };
}
