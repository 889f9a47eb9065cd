import { eq, sql } from 'drizzle-orm';
import type { CreateOrderLine, CreateOrderRequest } from '../src/contracts';
import { orders, type ProductRow, products } from '../src/database/schema';
import { bearer, type TestApp } from './harness';

export const CUSTOMER_INFO = {
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9841234567',
  address: 'Thamel, Kathmandu',
};

/** Gives the first `count` products (by name) known prices and stock, and answers them in that order. */
export async function prepareProducts(
  t: TestApp,
  setups: { pricePaisa: number; discount?: number; stock: number }[],
): Promise<ProductRow[]> {
  const rows = await t.db.select().from(products).orderBy(products.name).limit(setups.length);
  if (rows.length < setups.length) throw new Error('not enough seeded products');
  const result: ProductRow[] = [];
  for (const [i, setup] of setups.entries()) {
    const [row] = await t.db
      .update(products)
      .set({
        pricePaisa: setup.pricePaisa,
        discount: setup.discount ?? 0,
        stock: setup.stock,
        quantitySold: 0,
      })
      .where(eq(products.id, rows[i].id))
      .returning();
    result.push(row);
  }
  return result;
}

export const lineOf = (product: ProductRow, quantity: number): CreateOrderLine => ({
  identity: product.id,
  name: product.name,
  quantity,
  unit_price: product.salePricePaisa / 100,
  total_price: (product.salePricePaisa * quantity) / 100,
});

/** A checkout payload whose amount is the true total of its lines. */
export function payloadOf(
  lines: CreateOrderLine[],
  paymentMethod: CreateOrderRequest['payment_method'] = 'cashOnDelivery',
): CreateOrderRequest {
  const amount =
    lines.reduce((sum, line) => sum + Math.round((line.unit_price ?? 0) * 100) * line.quantity, 0) / 100;
  return { amount, customer_info: CUSTOMER_INFO, products_details: lines, payment_method: paymentMethod };
}

export const placeOrder = (t: TestApp, body: unknown, token = t.customerToken) =>
  t.http
    .post('/api/v1/create-orders')
    .set(bearer(token))
    .send(body as object);

export async function productState(t: TestApp, id: string): Promise<{ stock: number; quantitySold: number }> {
  const [row] = await t.db
    .select({ stock: products.stock, quantitySold: products.quantitySold })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

export async function orderCount(t: TestApp): Promise<number> {
  return (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
}

/** Registers and logs in a new customer; answers the token and the user id. */
export async function newCustomer(t: TestApp, email: string): Promise<{ token: string; id: string }> {
  await t.http
    .post('/api/v1/auth/register')
    .send({
      name: 'Another Customer',
      email,
      password: 'secret-123',
      phone: '9801234567',
      address: 'Patan, Lalitpur',
    })
    .expect(201);
  const login = await t.http.post('/api/v1/auth/login').send({ email, password: 'secret-123' }).expect(200);
  return { token: login.body.token, id: login.body.user._id };
}
