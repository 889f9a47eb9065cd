import { ORDER_EXPORT_COLUMNS, paymentMethodLabel } from '../contracts';
import type { OrderExportRow } from './orders.repository';

/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding one of these is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: a would-be formula is prefixed with ' (shown as text), then quoted when RFC 4180 asks for it. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated (RFC 4180). */
export const csvRecord = (values: readonly string[]): string => `${values.map(csvCell).join(',')}\r\n`;

export const ORDER_CSV_HEADER = csvRecord(ORDER_EXPORT_COLUMNS);

/** Rupees with two decimals, exactly, from integer paisa. */
const rupees = (paisa: number) => `${Math.trunc(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;

/** One order in the columns of ORDER_EXPORT_COLUMNS. */
export function orderCsvRecord({ order, products }: OrderExportRow): string {
  return csvRecord([
    order.id,
    String(order.orderNumber),
    order.createdAt.toISOString(),
    order.status,
    order.courierName ?? '',
    order.trackingNumber ?? '',
    paymentMethodLabel(order.paymentMethod),
    order.transactionCode ?? '',
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    order.address,
    products,
    rupees(order.discountPaisa),
    order.deliveryDistrict ?? '',
    order.deliveryPaisa === null ? '' : rupees(order.deliveryPaisa),
    rupees(order.amountPaisa),
    rupees(order.refundedPaisa),
  ]);
}
