import { type Order, type OrderShipment, paisaToRupees } from '../contracts';
import type { OrderRow } from '../database';
import type { OrderWithLines } from './orders.repository';

/**
 * What an order took off and added to its lines, in rupees, as the order's JSON and its e-mails both show it: the
 * discount code and its amount, the delivery (district, zone, fee; none before delivery was charged), the cash rounding.
 */
export function chargesOf(order: OrderRow): Pick<Order, 'discount' | 'delivery' | 'cashRounding'> {
  return {
    discount: order.discountCode
      ? { code: order.discountCode, amount: paisaToRupees(order.discountPaisa) }
      : null,
    delivery:
      order.deliveryDistrict !== null && order.deliveryPaisa !== null
        ? {
            district: order.deliveryDistrict,
            zone: order.deliveryZone ?? '',
            fee: paisaToRupees(order.deliveryPaisa),
          }
        : null,
    cashRounding: paisaToRupees(order.cashRoundingPaisa),
  };
}

/** The order's shipment, or null: not shipped yet, or placed before shipping was recorded. */
export function shipmentOf(order: OrderRow): OrderShipment | null {
  if (order.courierName === null || order.trackingNumber === null || order.shippedAt === null) return null;
  return {
    courier: order.courierName,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
    shippedAt: order.shippedAt.toISOString(),
  };
}

/** Rows (paisa, snake_case) → the API's order JSON (rupees, `_id`). */
export function toOrder({ order, lines }: OrderWithLines): Order {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    amount: paisaToRupees(order.amountPaisa),
    ...chargesOf(order),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    products: lines.map((line) => ({
      identity: line.productId,
      name: line.productName,
      nameNe: line.productNameNe,
      quantity: line.quantity,
      unitPrice: paisaToRupees(line.unitPricePaisa),
      variant:
        line.variantId !== null && line.variantLabel !== null
          ? { _id: line.variantId, label: line.variantLabel, labelNe: line.variantLabelNe }
          : null,
    })),
    customer_information: {
      name: order.customerName,
      email: order.customerEmail,
      phone: order.customerPhone,
    },
    address: order.address,
    payment_method: order.paymentMethod,
    transaction_code: order.transactionCode,
    refunded: paisaToRupees(order.refundedPaisa),
    shipment: shipmentOf(order),
    // Filled in by OrdersService.asSeenBy for the customer who placed an order awaiting payment.
    pendingPayment: null,
  };
}
