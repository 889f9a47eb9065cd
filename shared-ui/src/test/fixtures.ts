// Records as the API returns them, for the apps' component tests: each builder gives a plausible record
// and takes only what a test cares about.
import type { Feedback, Order } from '@pashmina/contracts';
import type { MockReply, MockRequest } from './mockApi';

/** An order as GET /orders returns it: Sita's #1001, two lines, cash on delivery unless told otherwise. */
export function order(id: string, over: Partial<Order> = {}): Order {
  return {
    _id: id,
    orderNumber: 1001,
    status: 'cash on delivery',
    amount: 12500,
    discount: null,
    delivery: null,
    cashRounding: 0,
    createdAt: '2026-11-05T09:30:00.000Z',
    updatedAt: '2026-11-08T10:00:00.000Z',
    products: [
      { identity: 'p1', name: 'Royal Maroon Shawl', quantity: 2, unitPrice: 5000, variant: null },
      { identity: null, name: 'Grey Muffler', quantity: 1, unitPrice: 2500, variant: null },
    ],
    customer_information: { name: 'Sita Sharma', email: 'sita@pashmina.test', phone: '9812345678' },
    address: 'Lalitpur',
    payment_method: 'cash',
    transaction_code: null,
    pendingPayment: null,
    refunded: 0,
    ...over,
  };
}

/** A feedback message as GET /contact returns it: Sita's, not featured unless told otherwise. */
export function feedback(id: string, over: Partial<Feedback> = {}): Feedback {
  return {
    _id: id,
    name: 'Sita Sharma',
    email: 'sita@pashmina.test',
    message: 'The maroon shawl is lovely.',
    isFeatured: false,
    createdAt: '2026-11-05T09:30:00.000Z',
    ...over,
  };
}

/** One page of a list as the API returns it: the records, and the total over every page in X-Total-Count. */
export function pageOf<T>(items: T[], total = items.length): MockReply {
  return { body: items, headers: { 'X-Total-Count': String(total) } };
}

/** The query string a call asked with, as an object. */
export const paramsOf = (call: MockRequest): Record<string, string> =>
  Object.fromEntries(call.url.searchParams);
