import { BadGatewayException, BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { type AuthUser } from '../auth';
import { cartConflict, CartPricing, mergeLines, pricedLines } from '../cart';
import { refusal } from '../common/http/api-exception';
import {
  AWAITING_PAYMENT_LIMIT_MESSAGE,
  type CheckoutPaymentMethod,
  PAYMENT_METHOD_MESSAGE,
  PAYMENT_METHOD_TRAITS,
  type CreateOrderResponse,
  KHALTI_MIN_AFTER_DISCOUNT_MESSAGE,
  type KhaltiPaymentLink,
  KHALTI_MIN_AMOUNT,
  KHALTI_TOO_SMALL_MESSAGE,
  englishOf,
  type Language,
  MAX_AWAITING_PAYMENT_ORDERS,
  ORDER_PLACED_MESSAGE,
  payablePaisa,
  paysInCash,
  productWithVariant,
  rupeesToPaisa,
  type ShopSettings,
} from '../contracts';
import { DeliveryService } from '../delivery';
import { type AppliedDiscount, DiscountsService } from '../discounts';
import { countOrderCreated } from '../metrics';
import { PaymentMethods, PaymentsService } from '../payments';
import { ProductStock, StockRejectedError } from '../products';
import { ShopSettingsService } from '../settings';
import type { CreateOrderDto } from './dto/create-order.dto';
import { OrderEmails } from './order-emails';
import { toOrder } from './order.mapper';
import { OrderStatusService } from './order-status.service';
import { OrderTransitions } from './order-transitions';
import { OrdersRepository, type OrderWithLines } from './orders.repository';
import { OrdersService } from './orders.service';

export const PRICES_CHANGED = englishOf('PRICES_CHANGED');
export const KHALTI_UNAVAILABLE = englishOf('KHALTI_START_FAILED');
export const WALLET_UNAVAILABLE = englishOf('WALLET_START_FAILED');
/** The refusal of a cart whose prices, discount or delivery changed since the shopper saw its total. */
const PRICES_CHANGED_REFUSAL = { code: 'PRICES_CHANGED' } as const;

/**
 * Checkout (docs/rules.md, Checkout): the cart's lines merged and priced from the database, the stock taken with the
 * order in one transaction, and a Khalti payment started for an order that waits for it.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly stock: ProductStock,
    private readonly payments: PaymentsService,
    private readonly statuses: OrderStatusService,
    private readonly orders: OrdersService,
    private readonly emails: OrderEmails,
    private readonly discounts: DiscountsService,
    private readonly pricing: CartPricing,
    private readonly delivery: DeliveryService,
    private readonly methods: PaymentMethods,
    private readonly settings: ShopSettingsService,
  ) {}

  /**
   * With the shop's phone check on (docs/rules.md, Text messages), cash on delivery needs the account's phone verified
   * and the order's phone to be it: else 409 PHONE_NOT_VERIFIED, before anything is priced or written.
   */
  private async requireVerifiedPhone(customer: AuthUser, orderPhone: string): Promise<ShopSettings> {
    const settings = await this.settings.get();
    if (!settings.verifyPhoneForCashOnDelivery) return settings;
    const account = await this.repository.accountPhone(customer.id);
    if (!account?.verified || account.phone !== orderPhone) throw refusal(409, 'PHONE_NOT_VERIFIED');
    return settings;
  }

  /**
   * Only ids and quantities are taken from the client; prices and the total come from the database. Any
   * disagreement or shortage is a 409 with the current figures, and nothing changes.
   */
  /** `language`: the request's, remembered on the account for its e-mails (docs/rules.md, Languages). */
  async create(
    customer: AuthUser,
    body: CreateOrderDto,
    language: Language = 'en',
  ): Promise<CreateOrderResponse> {
    // Unknown or not enabled (PAYMENT_METHODS): refused before anything is read or written.
    const method = this.methods.enabled(body.payment_method);
    if (!method) throw new BadRequestException(PAYMENT_METHOD_MESSAGE);
    const requested = mergeLines(body.products_details);
    // A wallet the shopper is sent to: the order awaits its payment; cash is confirmed as it is placed.
    const wallet = method.kind === 'wallet';
    const khalti = method.id === 'khalti';
    const inCash = paysInCash(method.id);
    // Read once: the confirmation e-mail ends with the same settings' contact lines.
    const settings = inCash ? await this.requireVerifiedPhone(customer, body.customer_info.phone) : null;
    const { quotes, lines, subtotalPaisa } = await this.pricing.price(requested, inCash);
    const who = { userId: customer.id, phone: body.customer_info.phone };
    const paymentMethod = PAYMENT_METHOD_TRAITS[method.id].stored;
    // The 409's total: the lines' current total with the delivery, once the transaction has read it.
    let adjustPaisa = 0;
    const pricesChanged = () => cartConflict(PRICES_CHANGED_REFUSAL, requested, quotes, inCash, adjustPaisa);

    let placed: OrderWithLines;
    let taken: AppliedDiscount | undefined;
    try {
      placed = await this.transitions.place(
        {
          userId: customer.id,
          paymentMethod,
          amountPaisa: rupeesToPaisa(body.amount),
          customerName: body.customer_info.name,
          customerEmail: body.customer_info.email,
          customerPhone: body.customer_info.phone,
          address: body.customer_info.address,
          lines,
        },
        {
          // The code, the delivery and the total are read and checked once, in the order's transaction, in the
          // order the shopper is told about them; any refusal rolls back before anything is written.
          before: async (tx) => {
            // Counted first, under a lock on the customer (the cancellations' order of locks: the customer, the
            // code, the stock); the 4th takes nothing, once its cart is known to be right.
            const awaiting = wallet ? await this.repository.lockAwaitingCount(tx, customer.id) : 0;
            // The code on its locked row: a refused code gets the cart's message (409).
            if (body.discount_code !== undefined) {
              const verdict = await this.discounts.lockedVerdict(tx, body.discount_code, subtotalPaisa, who);
              if (!verdict.ok) throw new ConflictException(verdict.message);
              taken = verdict.applied;
            }
            // Delivery: the district's zone, on the goods after the discount (docs/rules.md, Delivery), read in the
            // order's transaction: a fee or a cash rule the owner changed is the shopper's to review, never charged
            // unseen.
            const goodsPaisa = subtotalPaisa - (taken?.discountPaisa ?? 0);
            const delivery = await this.delivery.charge(body.customer_info.district, goodsPaisa, tx);
            if (inCash && !delivery.cashOnDelivery)
              throw refusal(409, 'COD_NOT_AVAILABLE', { district: delivery.district });
            adjustPaisa = delivery.feePaisa;
            // What is paid: goods − discount + delivery; the cash rounding comes last, on that whole payable total:
            // cash on delivery is paid in whole rupees.
            const { amountPaisa, cashRoundingPaisa } = payablePaisa(goodsPaisa + delivery.feePaisa, inCash);
            if (rupeesToPaisa(body.amount) !== amountPaisa) throw pricesChanged();
            if (khalti && amountPaisa < rupeesToPaisa(KHALTI_MIN_AMOUNT))
              throw new BadRequestException(
                taken ? KHALTI_MIN_AFTER_DISCOUNT_MESSAGE : KHALTI_TOO_SMALL_MESSAGE,
              );
            if (awaiting >= MAX_AWAITING_PAYMENT_ORDERS)
              throw new ConflictException(AWAITING_PAYMENT_LIMIT_MESSAGE);
            return {
              amountPaisa,
              discountCode: taken?.code ?? null,
              discountPaisa: taken?.discountPaisa ?? 0,
              deliveryDistrict: delivery.district,
              deliveryZone: delivery.zone,
              deliveryPaisa: delivery.feePaisa,
              cashRoundingPaisa,
            };
          },
          // A cash-on-delivery order is confirmed as it is placed; a wallet's order e-mails no one until it is paid.
          placed: async (tx, order) => {
            if (taken) await this.discounts.redeem(tx, taken, order.order.id, who);
            // Most orders come in the language of the one before: the account's row is then left alone.
            if (customer.language !== language) await this.emails.rememberLanguage(tx, customer.id, language);
            if (!wallet)
              await this.emails.queue(tx, 'confirmed', order.order, order.lines, {
                account: { email: customer.email, language, contact: settings?.contact },
              });
          },
        },
      );
    } catch (error) {
      if (!(error instanceof StockRejectedError)) throw error;
      // Someone else took the stock or changed the price since the quote: report the figures as they are now.
      const now = await this.stock.quote(requested.map((line) => line.productId));
      pricedLines(requested, now, inCash); // a line gone or short now gets its own 409
      throw cartConflict(PRICES_CHANGED_REFUSAL, requested, now, inCash, adjustPaisa);
    }
    countOrderCreated(placed.order.paymentMethod);

    if (!wallet) return { success: true, message: ORDER_PLACED_MESSAGE, order: toOrder(placed) };
    return this.startPayment(customer, placed, method.id, body.language ?? 'en');
  }

  /** Stock is already held: a provider failure cancels the order and gives it back, so nothing is left half-done. */
  private async startPayment(
    customer: AuthUser,
    placed: OrderWithLines,
    method: CheckoutPaymentMethod,
    pageLanguage: Language,
  ): Promise<CreateOrderResponse> {
    const { order, lines } = placed;
    let data: KhaltiPaymentLink;
    try {
      data = await this.payments.start(method, {
        orderId: order.id,
        amountPaisa: order.amountPaisa,
        deliveryPaisa: order.deliveryPaisa ?? 0,
        name: `Pashmina Shop order ${order.id.slice(0, 8)}`,
        customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
        lines: lines.map((line) => ({
          productId: line.productId,
          name: productWithVariant(line.productName, line.variantLabel),
          quantity: line.quantity,
          unitPricePaisa: line.unitPricePaisa,
        })),
        language: pageLanguage,
      });
    } catch {
      await this.statuses.cancelUnpaid(order.id, 'system');
      throw new BadGatewayException(method === 'khalti' ? KHALTI_UNAVAILABLE : WALLET_UNAVAILABLE);
    }
    const [withLink] = await this.orders.asSeenBy(customer, [placed]);
    return { success: true, message: ORDER_PLACED_MESSAGE, data, order: withLink };
  }
}
