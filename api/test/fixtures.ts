import { eq, sql } from 'drizzle-orm';
import {
  type CreateOrderLine,
  type CreateOrderRequest,
  DEFAULT_DELIVERY_ZONES,
  deliveryFeePaisa,
  paisaToRupees,
  payablePaisa,
  paysInCash,
  type RegisterRequest,
  rupeesToPaisa,
} from '../src/contracts';
import { orders, type ProductRow, products } from '../src/database';
import { DEMO_CUSTOMER } from '../src/seed';
import { bearer, type TestApp } from './harness';

// The API tests' shared setup: customers, products and orders are made here, once, for every test file.

/**
 * The seeded demo customer's details, as a checkout sends them, with a district (docs/rules.md, Delivery). The test
 * apps deliver for nothing unless a file asks for the fees (startTestApp's `deliveryFees`), so amounts are the goods'.
 */
const { name, email, phone, address } = DEMO_CUSTOMER;
export const CUSTOMER_INFO = { name, email, phone, address, district: 'Kathmandu' };

/**
 * Goods (after any discount) plus the delivery a new shop charges to CUSTOMER_INFO's district, in paisa: for the
 * tests that start API processes of their own, whose zones keep the default fees.
 */
export function withDefaultDelivery(goodsPaisa: number): number {
  const zone = DEFAULT_DELIVERY_ZONES.find((z) =>
    (z.districts as readonly string[]).includes(CUSTOMER_INFO.district),
  )!;
  return (
    goodsPaisa +
    deliveryFeePaisa(
      { feePaisa: rupeesToPaisa(zone.fee), freeFromPaisa: rupeesToPaisa(zone.freeFrom) },
      goodsPaisa,
    )
  );
}

/** Gives the first `count` products (by name) known prices and stock, and returns them in that order. */
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

/** A checkout payload whose amount is the true total of its lines, in whole rupees for cash on delivery. */
export function payloadOf(
  lines: CreateOrderLine[],
  paymentMethod: CreateOrderRequest['payment_method'] = 'cashOnDelivery',
): CreateOrderRequest {
  const totalPaisa = lines.reduce(
    (sum, line) => sum + Math.round((line.unit_price ?? 0) * 100) * line.quantity,
    0,
  );
  const amount = paisaToRupees(payablePaisa(totalPaisa, paysInCash(paymentMethod)).amountPaisa);
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

let lastAddress = 0;
/**
 * Each fixture login plays a client address of its own (the API trusts X-Forwarded-For from loopback), so setup
 * never counts against the rate limit of login and register, which the auth tests exercise with their own addresses.
 */
const fixtureAddress = () => `10.250.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

export const CUSTOMER_FIELDS: RegisterRequest = {
  name: 'Another Customer',
  email: 'another@pashmina.test',
  password: 'secret-123',
  phone: '9801234567',
  address: 'Patan, Lalitpur',
};

/** Registers and logs in a new customer; returns the token and the user id. */
export async function createCustomer(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<{ token: string; id: string }> {
  const fields = { ...CUSTOMER_FIELDS, ...overrides };
  await t.http
    .post('/api/v1/auth/register')
    .set('X-Forwarded-For', fixtureAddress())
    .send(fields)
    .expect(201);
  const login = await t.http
    .post('/api/v1/auth/login')
    .set('X-Forwarded-For', fixtureAddress())
    .send({ email: fields.email, password: fields.password })
    .expect(200);
  return { token: login.body.token, id: login.body.user._id };
}

export type ProductFields = Record<string, string | number | boolean>;

/** What the product form sends for a valid new product (multipart: every value is text). */
export const PRODUCT_FIELDS: ProductFields = {
  productName: 'Saffron Test Shawl',
  description: 'A shawl made for the tests.',
  price: '1234.5',
  discount: '10',
  featured: 'true',
  generalCategory: 'shawl',
  genderCategory: 'women',
  stock: '7',
  composition: '100% Pashmina',
  size: '200 x 70 cm',
  weight: '',
};

export interface ProductWriteOptions {
  /** The picture; false sends no file. */
  image: Buffer | false;
  /** The admin's by default. */
  token?: string;
  filename?: string;
}

/** A multipart product write as the admin's product form sends it (returns the request, to assert on). */
export function sendProduct(
  t: TestApp,
  method: 'post' | 'put',
  url: string,
  fields: ProductFields,
  { image, token = t.adminToken, filename = 'picture.png' }: ProductWriteOptions,
) {
  let req = t.http[method](url).set(bearer(token));
  for (const [key, value] of Object.entries(fields)) req = req.field(key, String(value));
  if (image) req = req.attach('productImg', image, { filename, contentType: 'image/png' });
  return req;
}

/** POST /product with the given fields (PRODUCT_FIELDS by default). */
export const createProduct = (
  t: TestApp,
  fields: ProductFields = PRODUCT_FIELDS,
  options: ProductWriteOptions,
) => sendProduct(t, 'post', '/api/v1/product', fields, options);

/** Registers a customer, has the owner promote them, and logs them in as an admin (the promotion ended the first token). */
export async function createAdmin(
  t: TestApp,
  overrides: Partial<RegisterRequest> = {},
): Promise<{ token: string; id: string }> {
  const fields = { ...CUSTOMER_FIELDS, ...overrides };
  const { id } = await createCustomer(t, fields);
  await t.http.put(`/api/v1/auth/users/${id}`).set(bearer(t.adminToken)).send({ role: 1 }).expect(200);
  const login = await t.http
    .post('/api/v1/auth/login')
    .set('X-Forwarded-For', fixtureAddress())
    .send({ email: fields.email, password: fields.password })
    .expect(200);
  return { token: login.body.token, id };
}

/** Presses Pay or Cancel on the built-in Khalti sandbox's page; returns the return URL Khalti would send the browser to. */
export async function pressSandbox(t: TestApp, pidx: string, action: 'pay' | 'cancel'): Promise<string> {
  const res = await t.http.post(`/sandbox/khalti/pay/${pidx}`).type('form').send({ action }).expect(303);
  return res.headers.location as string;
}

/** RFC 4180 text → its records (CRLF between records; quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}
