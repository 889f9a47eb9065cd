import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { ADMIN_ORDER_STATUSES, PRODUCT_SORTS } from '../../src/contracts';
import { passwordResetTokens, payments } from '../../src/database';
import {
  createCustomer,
  CUSTOMER_FIELDS,
  CUSTOMER_INFO,
  lineOf,
  payloadOf,
  placeOrder,
  prepareProducts,
  PRODUCT_FIELDS,
} from '../fixtures';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, startTestApp, type TestApp } from '../harness';
import { png } from '../images';
import { changedTables, dataFingerprinter, type Fingerprint } from './data-fingerprint';

/**
 * Item 7 of the hardening, the fuzzing part: generated query strings and bodies, valid shapes mixed with hostile
 * values, on every route, each as the caller it is meant for (and sometimes as someone else). No response may be a
 * 5xx, and a refused request (4xx) must leave every row of every table as it was. fast-check draws the requests
 * from a fixed seed, so a failure replays exactly.
 */
const SEED = 1_200_012;
const REQUESTS_PER_ROUTE = 30;

type Caller = 'anonymous' | 'customer' | 'admin' | 'leaver' | 'forged';
type Json = unknown;

/** One generated request. `json` is sent as raw text, so top-level arrays, scalars and broken JSON reach the server. */
interface FuzzRequest {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  caller: Caller;
  query?: string;
  json?: string;
  form?: [string, string][];
  image?: Buffer;
  headers?: Record<string, string>;
}

interface Route {
  name: string;
  /** Responses that are this route's success besides 2xx (the payment return and the sandbox redirect). */
  redirects?: boolean;
  requests: fc.Arbitrary<FuzzRequest>;
}

// ---- Hostile values ----------------------------------------------------------------------------------------

/** Boundaries of the columns and of the shop's bounds weigh most: that is where overflows hide. */
const hostileNumber = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      2 ** 31,
      2 ** 31 - 1,
      -(2 ** 31) - 1,
      2 ** 53,
      2 ** 63,
      3e9,
      1e15,
      1e308,
      -1e308,
      -0,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      0.001,
      0.1 + 0.2,
      200_000,
      200_000.01,
      10_000_000,
      10_000_000.01,
      100,
      101,
      -1,
    ),
  },
);

const numberText = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '0x1F', '1_000', ' 12 ', '12abc', '1,5', '٣'),
  fc.constantFrom('', ' ', '-0', '00012', '9'.repeat(400), '1.', '.5', '+1', '1e3', '2147483648'),
);

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 6000 }),
  fc.constantFrom("' or 1=1 --", '%', '_', '\u0000', '<script>alert(1)</script>', '../../etc/passwd'),
  fc.constantFrom('${7*7}', '{{7*7}}', 'null', 'undefined', 'true', '[]', '{}', '\u202e', '\ud800'),
);

/** Own properties named like the prototype chain: they must never reach an object's prototype. */
const pollution = fc.constantFrom<Json>(
  JSON.parse('{"__proto__":{"role":1,"isOwner":true,"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"role":1,"polluted":true}}}'),
  JSON.parse('{"__proto__":[1,2,3]}'),
  JSON.parse('{"prototype":null,"toString":"x","valueOf":1,"hasOwnProperty":"x"}'),
);

const hostileScalar: fc.Arbitrary<Json> = fc.oneof(
  hostileNumber,
  numberText,
  hostileText,
  fc.boolean(),
  fc.constant(null),
);

const { hostile } = fc.letrec<{ hostile: Json }>((tie) => ({
  hostile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('hostile'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie('hostile'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: pollution },
  ),
}));

/** Usually a valid value, sometimes a hostile one: most bodies get past all but one check, and go deep. */
const mostly = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<Json> =>
  fc.oneof({ weight: 5, arbitrary: valid as fc.Arbitrary<Json> }, { weight: 1, arbitrary: hostile });

/** The same for a number: its hostile values are mostly numbers, the boundaries above all. */
const mostlyNumber = (valid: fc.Arbitrary<number>): fc.Arbitrary<Json> =>
  fc.oneof(
    { weight: 4, arbitrary: valid as fc.Arbitrary<Json> },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: hostile },
  );

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isOwner', '_id', 'id', 'tokenVersion'),
  fc.string({ maxLength: 12 }),
);

/** Defined, not assigned: an own `__proto__` key stays a key and is serialized like any other. */
function withKey(target: Record<string, Json>, key: string, value: Json): Record<string, Json> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** A body of the route's fields (any may be missing or hostile), sometimes with extra keys, sometimes not an object. */
function bodyOf(fields: Record<string, fc.Arbitrary<Json>>): fc.Arbitrary<string> {
  const shaped = fc
    .tuple(
      fc.oneof(fc.record(fields), fc.record(fields), fc.record(fields, { requiredKeys: [] })),
      fc.array(fc.tuple(extraKey, hostile), { maxLength: 2 }),
      fc.nat(9),
    )
    .map(([body, extras, dice]) => {
      const object = { ...(body as Record<string, Json>) };
      if (dice < 3) for (const [key, value] of extras) withKey(object, key, value);
      return JSON.stringify(object);
    });
  const broken = fc.oneof(
    hostile.map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('{', '{"a":', '[', '"\\u12"', '{"a":1}}', 'nul', '\u0000', '{"a":1e99999}'),
  );
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: broken });
}

/** A query string of the route's keys with text values, plus arrays, nested keys, repeats and broken escapes. */
function queryOf(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const keys = Object.keys(fields);
  const pair = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.oneof(...keys.map((key) => fields[key].map((value) => [key, value] as const))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), fc.oneof(numberText, hostileText))
        .map(([k, v]) => [k, v] as const),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...keys), extraKey),
          fc.constantFrom('[]', '[a]', '[__proto__]', '[0][1]'),
        )
        .map(([key, suffix]) => [`${key}${suffix}`, '1'] as const),
    },
  );
  return fc.tuple(fc.array(pair, { maxLength: 5 }), fc.nat(19)).map(([pairs, dice]) => {
    const text = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    return dice === 0 ? `${text}&q=%E0%A4%A&page=%` : text;
  });
}

const text = (...values: string[]) => fc.constantFrom(...values);

/** As a URL carries text: a lone surrogate, which has no UTF-8, arrives as U+FFFD (as a browser would send it). */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

// ---- The routes --------------------------------------------------------------------------------------------

interface Known {
  productIds: string[];
  prices: Map<string, number>;
  orderIds: string[];
  contactIds: string[];
  userIds: string[];
  pidxs: string[];
  picture: Buffer;
  /** The shop's origin: the sandbox takes return URLs on it only. */
  publicUrl: string;
  /** Password reset links of an account (their raw tokens), good until used. */
  resetTokens: string[];
}

function routes(known: Known): Route[] {
  const id = (real: string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...real) },
      { weight: 1, arbitrary: fc.uuid() },
      {
        weight: 2,
        arbitrary: fc.oneof(numberText, hostileText).map((value) => encode(value) || 'x'),
      },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '..', '%2e%2e', 'null', '0') },
    );
  /** The caller the route is meant for, sometimes someone else. */
  const as = (caller: Caller) =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant(caller) },
      { weight: 1, arbitrary: fc.constantFrom<Caller>('anonymous', 'customer', 'forged') },
    );
  // Routes without parameters of their own still get query strings: unknown keys must be refused or ignored.
  const get = (
    name: string,
    path: fc.Arbitrary<string>,
    caller: Caller,
    query = queryOf({ id: hostileText, page: numberText }),
  ): Route => ({
    name,
    requests: fc
      .record({ path, caller: as(caller), query })
      .map((r) => ({ method: 'get', ...r }) as FuzzRequest),
  });
  const write = (
    name: string,
    method: 'post' | 'put' | 'delete',
    path: fc.Arbitrary<string>,
    caller: Caller,
    fields: Record<string, fc.Arbitrary<Json>> = {},
  ): Route => ({
    name,
    requests: fc
      .record({ path, caller: as(caller), json: bodyOf(fields) })
      .map((r) => ({ method, ...r }) as FuzzRequest),
  });
  const at = (path: string) => fc.constant(path);

  const page = { page: numberText, limit: numberText };
  const productQuery = queryOf({
    text: hostileText,
    generalCategory: text('shawl', 'poncho', 'All', 'scarf'),
    genderCategory: text('men', 'women', 'all', 'kids'),
    maxPrice: numberText,
    minPrice: numberText,
    featured: text('true', 'false', '1', 'maybe'),
    inStock: text('true', 'false'),
    newArrival: text('true', 'false'),
    bestSeller: text('true', 'false'),
    exclude: fc.oneof(fc.constantFrom(...known.productIds), hostileText),
    sort: text(...PRODUCT_SORTS, 'price', 'relevance'),
    ...page,
  });
  const orderQuery = queryOf({
    status: text(...ADMIN_ORDER_STATUSES, 'awaiting payment', 'lost'),
    q: hostileText,
    ...page,
  });
  const emailQuery = queryOf({ q: hostileText, ...page });

  const email = fc.oneof(text(CUSTOMER_INFO.email, 'a@b.co'), fc.emailAddress());
  const phone = text('9841234567', '9801234567', '12345', '98412345678');
  const line = fc.record(
    {
      identity: mostly(fc.constantFrom(...known.productIds)),
      quantity: mostlyNumber(fc.integer({ min: 1, max: 3 })),
      name: mostly(text('A shawl')),
      unit_price: hostile,
      total_price: hostile,
    },
    { requiredKeys: ['identity', 'quantity'] },
  );
  /** A checkout whose amount is usually the true total of its lines, so some orders are placed. */
  const checkout = fc
    .tuple(
      fc.array(
        fc.record({
          identity: fc.constantFrom(...known.productIds),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      fc.constantFrom('cashOnDelivery', 'khalti'),
    )
    .map(([lines, method]) => ({
      amount: lines.reduce((sum, l) => sum + (known.prices.get(l.identity) ?? 0) * l.quantity, 0) / 100,
      customer_info: CUSTOMER_INFO,
      products_details: lines,
      payment_method: method,
    }));
  const checkoutBody = fc.oneof(
    checkout.map((body) => JSON.stringify(body)),
    bodyOf({
      amount: mostlyNumber(fc.double({ min: 0, max: 1e5, noNaN: true })),
      customer_info: mostly(
        fc.record(
          {
            name: mostly(text('Sita Sharma')),
            email: mostly(email),
            phone: mostly(phone),
            address: mostly(text('Thamel')),
          },
          { requiredKeys: [] },
        ),
      ),
      products_details: mostly(fc.array(line, { maxLength: 4 })),
      payment_method: mostly(text('khalti', 'cashOnDelivery', 'cash')),
    }),
  );

  const productForm = fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.constantFrom(...Object.keys(PRODUCT_FIELDS)),
          fc.oneof(numberText, hostileText, text('shawl', 'men', 'true', '12.5')),
        ),
        { maxLength: 4 },
      ),
      fc.array(fc.tuple(fc.oneof(extraKey, text('price[]', '__proto__[role]', 'stock[0]')), numberText), {
        maxLength: 2,
      }),
      fc.constantFrom('none', 'picture', 'garbage'),
      fc.boolean(),
    )
    .map(([changes, extras, image, fromValid]) => {
      const base: [string, string][] = fromValid
        ? Object.entries(PRODUCT_FIELDS).map(([k, v]) => [k, String(v)])
        : [];
      return {
        form: [...base, ...changes, ...extras],
        image:
          image === 'picture'
            ? known.picture
            : image === 'garbage'
              ? Buffer.from('GIF89a not a picture')
              : undefined,
      };
    });
  const multipart = (name: string, method: 'post' | 'put', path: fc.Arbitrary<string>): Route => ({
    name,
    requests: fc
      .record({ path, caller: as('admin'), upload: productForm })
      .map(({ upload, ...r }) => ({ method, ...r, ...upload }) as FuzzRequest),
  });

  // Khalti's own request, as the API's client sends it: only the sandbox's checks stand between it and the table.
  const sandboxInitiate: Route = {
    name: 'POST /sandbox/khalti/epayment/initiate',
    requests: fc
      .record({
        json: bodyOf({
          return_url: mostly(text(`${known.publicUrl}/api/v1/payments/khalti/return`, 'javascript:alert(1)')),
          website_url: mostly(text(known.publicUrl)),
          amount: mostlyNumber(fc.integer({ min: 1000, max: 100_000 })),
          purchase_order_id: mostly(fc.uuid()),
          purchase_order_name: mostly(text('order')),
        }),
        key: fc.oneof(
          { weight: 4, arbitrary: fc.constant('Key test_secret_key') },
          fc.constantFrom('Key ', ''),
        ),
      })
      .map(({ json, key }): FuzzRequest => ({
        method: 'post',
        path: '/sandbox/khalti/epayment/initiate',
        caller: 'anonymous',
        json,
        headers: key ? { Authorization: key } : undefined,
      })),
  };

  return [
    get('GET /health', at('/api/v1/health'), 'anonymous', queryOf({ verbose: hostileText })),
    get('GET /product', at('/api/v1/product'), 'anonymous', productQuery),
    get('GET /newarrivals', at('/api/v1/newarrivals'), 'anonymous', productQuery),
    get('GET /bestsellers', at('/api/v1/bestsellers'), 'anonymous', productQuery),
    get(
      'GET /product/:id',
      id(known.productIds).map((i) => `/api/v1/product/${i}`),
      'anonymous',
    ),
    multipart('POST /product', 'post', at('/api/v1/product')),
    multipart(
      'PUT /product/:id',
      'put',
      id(known.productIds).map((i) => `/api/v1/product/${i}`),
    ),
    write(
      'DELETE /product/:id',
      'delete',
      id([known.productIds[3]]).map((i) => `/api/v1/product/${i}`),
      'admin',
    ),
    write('POST /auth/login', 'post', at('/api/v1/auth/login'), 'anonymous', {
      email: mostly(text(ADMIN_EMAIL, CUSTOMER_EMAIL)),
      password: mostly(text('wrong-password', '')),
    }),
    write('POST /auth/register', 'post', at('/api/v1/auth/register'), 'anonymous', {
      name: mostly(text('Fuzzed Customer')),
      email: mostly(fc.nat(1_000_000).map((n) => `fuzz${n}@pashmina.test`)),
      password: mostly(text('secret-123')),
      phone: mostly(phone),
      address: mostly(text('Bhaktapur')),
      role: hostile,
    }),
    write('POST /auth/forgot-password', 'post', at('/api/v1/auth/forgot-password'), 'anonymous', {
      email: mostly(text(CUSTOMER_EMAIL, 'victim@pashmina.test', 'nobody@pashmina.test')),
    }),
    write('POST /auth/reset-password', 'post', at('/api/v1/auth/reset-password'), 'anonymous', {
      token: mostly(fc.oneof(fc.constantFrom(...known.resetTokens), text('not-a-token'))),
      password: mostly(text('a-new-secret-1', '123')),
    }),
    get('GET /auth/user-auth', at('/api/v1/auth/user-auth'), 'customer'),
    get('GET /auth/admin-auth', at('/api/v1/auth/admin-auth'), 'admin'),
    write('PUT /auth/profile', 'put', at('/api/v1/auth/profile'), 'customer', {
      name: mostly(text(CUSTOMER_FIELDS.name, 'Sita Sharma')),
      email: mostly(text(CUSTOMER_EMAIL, 'someone@else.test')),
      phone: mostly(fc.oneof(phone, fc.constant(9841234567))),
      address: mostly(text('Thamel, Kathmandu')),
      password: mostly(text('', 'new-secret-1')),
      currentPassword: mostly(text('', 'not-the-password')),
    }),
    write('POST /auth/logout', 'post', at('/api/v1/auth/logout'), 'leaver'),
    get('GET /auth/users', at('/api/v1/auth/users'), 'admin', emailQuery),
    get(
      'GET /auth/users/:id',
      id(known.userIds).map((i) => `/api/v1/auth/users/${i}`),
      'admin',
    ),
    write(
      'PUT /auth/users/:id',
      'put',
      id(known.userIds).map((i) => `/api/v1/auth/users/${i}`),
      'admin',
      {
        role: mostly(fc.constantFrom<Json>(0, 1, '0', '1')),
      },
    ),
    write(
      'DELETE /auth/users/:id',
      'delete',
      id(known.userIds).map((i) => `/api/v1/auth/users/${i}`),
      'admin',
    ),
    get('GET /stats', at('/api/v1/stats'), 'admin', queryOf({ year: numberText })),
    {
      name: 'POST /create-orders',
      requests: fc
        .record({ caller: as('customer'), json: checkoutBody })
        .map((r) => ({ method: 'post', path: '/api/v1/create-orders', ...r }) as FuzzRequest),
    },
    get('GET /orders (customer)', at('/api/v1/orders'), 'customer', orderQuery),
    get('GET /orders (admin)', at('/api/v1/orders'), 'admin', orderQuery),
    get('GET /orders/export.csv', at('/api/v1/orders/export.csv'), 'admin', orderQuery),
    get(
      'GET /orders/:id',
      id(known.orderIds).map((i) => `/api/v1/orders/${i}`),
      'customer',
    ),
    write(
      'PUT /orders/:id',
      'put',
      id(known.orderIds).map((i) => `/api/v1/orders/${i}`),
      'admin',
      {
        status: mostly(text(...ADMIN_ORDER_STATUSES)),
      },
    ),
    write(
      'POST /orders/:id/cancel',
      'post',
      id(known.orderIds).map((i) => `/api/v1/orders/${i}/cancel`),
      'customer',
    ),
    write('POST /contact', 'post', at('/api/v1/contact'), 'customer', {
      name: mostly(text('Sita Sharma')),
      email: mostly(email),
      message: mostly(text('Lovely shawls.')),
    }),
    get('GET /contact (customer)', at('/api/v1/contact'), 'customer', emailQuery),
    get('GET /contact (admin)', at('/api/v1/contact'), 'admin', emailQuery),
    get('GET /contact/testimonials', at('/api/v1/contact/testimonials'), 'anonymous', emailQuery),
    get(
      'GET /contact/:id',
      id(known.contactIds).map((i) => `/api/v1/contact/${i}`),
      'admin',
    ),
    write(
      'PUT /contact/:id',
      'put',
      id(known.contactIds).map((i) => `/api/v1/contact/${i}`),
      'admin',
      {
        isFeatured: mostly(fc.constantFrom<Json>(true, false, 'true', 'off')),
      },
    ),
    write(
      'DELETE /contact/:id',
      'delete',
      id(known.contactIds).map((i) => `/api/v1/contact/${i}`),
      'admin',
    ),
    {
      ...get(
        'GET /payments/khalti/return',
        at('/api/v1/payments/khalti/return'),
        'anonymous',
        queryOf({
          pidx: fc.oneof(fc.constantFrom(...known.pidxs), hostileText),
          status: text('Completed', 'User canceled'),
          transaction_id: hostileText,
          amount: numberText,
          purchase_order_id: fc.oneof(fc.constantFrom(...known.orderIds), hostileText),
        }),
      ),
      redirects: true,
    },
    sandboxInitiate,
    write(
      'POST /sandbox/khalti/epayment/lookup',
      'post',
      at('/sandbox/khalti/epayment/lookup'),
      'anonymous',
      {
        pidx: mostly(fc.constantFrom(...known.pidxs)),
      },
    ),
    get(
      'GET /sandbox/khalti/pay/:pidx',
      id(known.pidxs).map((i) => `/sandbox/khalti/pay/${i}`),
      'anonymous',
    ),
    {
      ...write(
        'POST /sandbox/khalti/pay/:pidx',
        'post',
        id(known.pidxs).map((i) => `/sandbox/khalti/pay/${i}`),
        'anonymous',
        {
          action: mostly(text('pay', 'cancel', 'return')),
        },
      ),
      redirects: true,
    },
  ];
}

// ---- The run -----------------------------------------------------------------------------------------------

describe('fuzzing every route', () => {
  let t: TestApp;
  let known: Known;
  let tokens: Record<Caller, string | undefined>;
  let fingerprint: () => Promise<Fingerprint>;

  beforeAll(async () => {
    t = await startTestApp({ products: 6 });
    const catalogue = await prepareProducts(
      t,
      Array.from({ length: 6 }, (_, i) => ({ pricePaisa: 150_000 + i * 10_050, stock: 500 })),
    );
    const victim = await createCustomer(t, { email: 'victim@pashmina.test' });
    const leaver = await createCustomer(t, { email: 'leaver@pashmina.test' });
    const cash = await placeOrder(t, payloadOf([lineOf(catalogue[0], 1)])).expect(201);
    const khalti = await placeOrder(t, payloadOf([lineOf(catalogue[1], 1)], 'khalti')).expect(201);
    const contact = await t.http
      .post('/api/v1/contact')
      .set('Authorization', `Bearer ${t.customerToken}`)
      .send({ name: 'Sita Sharma', email: CUSTOMER_INFO.email, message: 'Lovely shawls.' })
      .expect(201);
    const contactId = (await t.http.get('/api/v1/contact').set('Authorization', `Bearer ${t.adminToken}`))
      .body[0]?._id;
    const admin = await t.http.get('/api/v1/auth/admin-auth').set('Authorization', `Bearer ${t.adminToken}`);
    // Reset links of the victim, as its e-mails would carry them: a few work once, the rest are refused.
    const resetTokens = Array.from({ length: 3 }, () => randomBytes(32).toString('base64url'));
    await t.db.insert(passwordResetTokens).values(
      resetTokens.map((token) => ({
        userId: victim.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: sql`now() + interval '1 hour'`,
      })),
    );
    expect(contact.status).toBe(201);
    known = {
      productIds: catalogue.map((p) => p.id),
      prices: new Map(catalogue.map((p) => [p.id, p.salePricePaisa])),
      orderIds: [cash.body.order._id, khalti.body.order._id],
      contactIds: [contactId],
      userIds: [victim.id, admin.body.user?._id ?? victim.id],
      pidxs: (await t.db.select({ pidx: payments.pidx }).from(payments)).map((row) => row.pidx),
      picture: await png(16, 16),
      publicUrl: t.config.publicUrl,
      resetTokens,
    };
    tokens = {
      anonymous: undefined,
      customer: t.customerToken,
      admin: t.adminToken,
      leaver: leaver.token,
      forged: `${t.adminToken.slice(0, -4)}AAAA`,
    };
    fingerprint = await dataFingerprinter(t);
  });
  afterAll(() => t?.close());

  function send(request: FuzzRequest) {
    const url = request.query ? `${request.path}?${request.query}` : request.path;
    let req = t.http[request.method](url);
    const token = tokens[request.caller];
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(request.headers ?? {})) req = req.set(name, value);
    if (request.form) {
      for (const [name, value] of request.form) req = req.field(name, value);
      if (request.image)
        req = req.attach('productImg', request.image, { filename: 'p.png', contentType: 'image/png' });
      return req;
    }
    if (request.json !== undefined) return req.set('Content-Type', 'application/json').send(request.json);
    return req;
  }

  it(
    'responds to every generated request with 2xx or 4xx, and a refused one changes nothing',
    async () => {
      const all = routes(known);
      const failures: string[] = [];
      let requests = 0;
      let refused = 0;
      let fiveHundreds = 0;
      let changedRefusals = 0;
      let before = await fingerprint();
      for (const [index, route] of all.entries()) {
        const drawn = fc.sample(route.requests, { seed: SEED + index, numRuns: REQUESTS_PER_ROUTE });
        for (const request of drawn) {
          const res = await send(request);
          requests++;
          const after = await fingerprint();
          const ok =
            (res.status >= 200 && res.status < 300) ||
            (route.redirects === true && res.status >= 300 && res.status < 400) ||
            (res.status >= 400 && res.status < 500);
          const shown = () =>
            `${route.name} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}; request: ${JSON.stringify(request).slice(0, 400)}`;
          if (res.status >= 500) fiveHundreds++;
          if (!ok) failures.push(`responded ${shown()}`);
          if (res.status >= 400 && res.status < 500) refused++;
          // A failure (5xx) must not leave half a change either.
          if (res.status >= 400) {
            const changed = changedTables(before, after);
            if (changed.length) {
              changedRefusals++;
              failures.push(`refused but changed ${changed.join(', ')}: ${shown()}`);
            }
          }
          before = after;
        }
      }
      console.log(
        `security: fuzz: ${requests} requests over ${all.length} routes (seed ${SEED}), ${refused} refused, ` +
          `${fiveHundreds} responded with 5xx, ${changedRefusals} refused ones changed data`,
      );
      expect(failures.slice(0, 20)).toEqual([]);
    },
    // About 1,100 requests, each followed by a read of every table: some 30 s on this machine.
    120_000,
  );
});
