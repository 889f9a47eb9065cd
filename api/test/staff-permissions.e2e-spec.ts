import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { PERMISSION_KEY } from '../src/common/decorators/permit.decorator';
import type { Product } from '../src/contracts';
import { errorBody } from './error-body';
import { CUSTOMER_INFO, createCustomer, createProduct, PRODUCT_FIELDS, placeOrder } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';
import { png } from './images';

// Issue 55: role 2, Staff, the packer (docs/rules.md, Roles). Every admin route is called as staff: the orders, the
// products and their stock, and the feedback answer; refunds, users, discount codes, delivery zones, settings
// (backups), the e-mail log, the reviews' holding, returns' approval and the statistics' revenue are 403. The table below must name every
// route that asks for a permission, so a new admin route cannot be left out of it.
describe('the staff role', () => {
  let t: TestApp;
  let staff: { token: string; id: string; role: number };
  let product: Product;
  let orderId: string;
  let returnId: string;
  let feedbackId: string;
  let image: Buffer;
  const unknown = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    t = await startTestApp({ products: 2 });
    image = await png(40, 40);
    const packer = await createCustomer(t, {
      email: 'packer@pashmina.test',
      phone: '9812345670',
      name: 'Kancha Packer',
    });
    await t.http
      .put(`/api/v1/auth/users/${packer.id}`)
      .set(bearer(t.adminToken))
      .send({ role: 2 })
      .expect(200);
    const login = await t.http
      .post('/api/v1/auth/login')
      .send({ email: 'packer@pashmina.test', password: 'secret-123' })
      .expect(200);
    staff = { token: login.body.token, id: packer.id, role: login.body.user.role };
    product = (
      await createProduct(
        t,
        { ...PRODUCT_FIELDS, productName: 'Packer Test Shawl', price: '1000', discount: '0', stock: '20' },
        { image },
      ).expect(201)
    ).body.product;
    const order = async () =>
      (
        await placeOrder(t, {
          amount: 2000,
          customer_info: CUSTOMER_INFO,
          products_details: [{ identity: product._id, quantity: 2, unit_price: 1000 }],
          payment_method: 'cashOnDelivery',
        }).expect(201)
      ).body.order._id as string;
    orderId = await order();
    const returned = await order();
    await t.http
      .put(`/api/v1/orders/${returned}`)
      .set(bearer(t.adminToken))
      .send({ status: 'delivered' })
      .expect(200);
    returnId = (
      await t.http
        .post(`/api/v1/orders/${returned}/returns`)
        .set(bearer(t.customerToken))
        .send({ lines: [{ identity: product._id, quantity: 1 }], reason: 'Too long' })
        .expect(201)
    ).body._id;
    await t.http
      .post('/api/v1/contact')
      .set(bearer(t.customerToken))
      .send({ name: 'Sita Sharma', email: 'sita@pashmina.test', message: 'Lovely shawls!' })
      .expect(201);
    feedbackId = (await t.http.get('/api/v1/contact').set(bearer(t.adminToken)).expect(200)).body[0]._id;
  });
  afterAll(() => t?.close());

  const as = () => bearer(staff.token);

  /** Each admin route (as Nest declares it, without /api/v1) with the call staff make and the status they get. */
  const routes: Record<string, { status: 200 | 201 | 403; call: () => Promise<{ status: number }> }> = {
    'GET auth/admin-auth': { status: 200, call: () => t.http.get('/api/v1/auth/admin-auth').set(as()) },
    // Orders: the list (every customer's), one order, its status, the CSV; returns read.
    'GET orders/export.csv': { status: 200, call: () => t.http.get('/api/v1/orders/export.csv').set(as()) },
    'PUT orders/:id': {
      status: 200,
      call: () => t.http.put(`/api/v1/orders/${orderId}`).set(as()).send({ status: 'delivered' }),
    },
    'GET returns': { status: 200, call: () => t.http.get('/api/v1/returns').set(as()) },
    'PUT returns/:id': {
      status: 403,
      call: () => t.http.put(`/api/v1/returns/${returnId}`).set(as()).send({ status: 'approved' }),
    },
    'POST orders/:orderId/refunds': {
      status: 403,
      call: () =>
        t.http.post(`/api/v1/orders/${orderId}/refunds`).set(as()).send({ amount: 10, reason: 'Torn' }),
    },
    'POST orders/:orderId/refunds/check': {
      status: 403,
      call: () => t.http.post(`/api/v1/orders/${orderId}/refunds/check`).set(as()),
    },
    'POST orders/:orderId/refunds/:refundId/outcome': {
      status: 403,
      call: () =>
        t.http
          .post(`/api/v1/orders/${orderId}/refunds/${unknown}/outcome`)
          .set(as())
          .send({ status: 'failed' }),
    },
    // Products and their stock.
    'POST product': {
      status: 201,
      call: () =>
        createProduct(
          t,
          { ...PRODUCT_FIELDS, productName: 'Staff Made Shawl' },
          { image, token: staff.token },
        ),
    },
    'PUT product/:id': {
      status: 200,
      call: () => t.http.put(`/api/v1/product/${product._id}`).set(as()).field('stock', '25'),
    },
    'PUT product/:id/variants': {
      status: 200,
      call: () =>
        t.http
          .put(`/api/v1/product/${product._id}/variants`)
          .set(as())
          .send({
            options: [{ name: 'Colour', values: ['Maroon'] }],
            variants: [{ options: { Colour: 'Maroon' }, stock: 5 }],
          }),
    },
    'POST product/:id/variants/:variantId/image': {
      status: 200,
      call: async () => {
        const { variants } = (await t.http.get(`/api/v1/product/${product._id}`)).body as Product;
        return t.http
          .post(`/api/v1/product/${product._id}/variants/${variants[0]._id}/image`)
          .set(as())
          .attach('image', image, { filename: 'v.png', contentType: 'image/png' });
      },
    },
    'DELETE product/:id/variants/:variantId/image': {
      status: 200,
      call: async () => {
        const { variants } = (await t.http.get(`/api/v1/product/${product._id}`)).body as Product;
        return t.http.delete(`/api/v1/product/${product._id}/variants/${variants[0]._id}/image`).set(as());
      },
    },
    'GET product/:id/stock-movements': {
      status: 200,
      call: () => t.http.get(`/api/v1/product/${product._id}/stock-movements`).set(as()),
    },
    'POST product/:id/stock-adjustments': {
      status: 201,
      call: async () => {
        const { variants } = (await t.http.get(`/api/v1/product/${product._id}`)).body as Product;
        return t.http
          .post(`/api/v1/product/${product._id}/stock-adjustments`)
          .set(as())
          .send({ variantId: variants[0]._id, change: 2, note: 'Counted on the shelf' });
      },
    },
    'DELETE product/:id': {
      status: 200,
      call: async () => {
        const made = await createProduct(
          t,
          { ...PRODUCT_FIELDS, productName: 'Shawl To Delete' },
          { image },
        ).expect(201);
        return t.http.delete(`/api/v1/product/${made.body.product._id}`).set(as());
      },
    },
    'GET stats/stock': { status: 200, call: () => t.http.get('/api/v1/stats/stock').set(as()) },
    'GET stats': { status: 403, call: () => t.http.get('/api/v1/stats').set(as()) },
    // Feedback.
    'GET contact/:id': { status: 200, call: () => t.http.get(`/api/v1/contact/${feedbackId}`).set(as()) },
    'PUT contact/:id': {
      status: 200,
      call: () => t.http.put(`/api/v1/contact/${feedbackId}`).set(as()).send({ isFeatured: true }),
    },
    'DELETE contact/:id': {
      status: 200,
      call: () => t.http.delete(`/api/v1/contact/${feedbackId}`).set(as()),
    },
    // The owner's: users, discount codes, delivery zones, settings (backups), the e-mail log.
    'GET auth/users': { status: 403, call: () => t.http.get('/api/v1/auth/users').set(as()) },
    'GET auth/users/:id': { status: 403, call: () => t.http.get(`/api/v1/auth/users/${staff.id}`).set(as()) },
    'PUT auth/users/:id': {
      status: 403,
      call: () => t.http.put(`/api/v1/auth/users/${staff.id}`).set(as()).send({ role: 1 }),
    },
    'DELETE auth/users/:id': {
      status: 403,
      call: () => t.http.delete(`/api/v1/auth/users/${unknown}`).set(as()),
    },
    'GET discounts': { status: 403, call: () => t.http.get('/api/v1/discounts').set(as()) },
    'POST discounts': { status: 403, call: () => t.http.post('/api/v1/discounts').set(as()).send({}) },
    'GET discounts/:id': { status: 403, call: () => t.http.get(`/api/v1/discounts/${unknown}`).set(as()) },
    'PUT discounts/:id': {
      status: 403,
      call: () => t.http.put(`/api/v1/discounts/${unknown}`).set(as()).send({}),
    },
    'DELETE discounts/:id': {
      status: 403,
      call: () => t.http.delete(`/api/v1/discounts/${unknown}`).set(as()),
    },
    'GET delivery/zones': { status: 403, call: () => t.http.get('/api/v1/delivery/zones').set(as()) },
    'POST delivery/zones': {
      status: 403,
      call: () => t.http.post('/api/v1/delivery/zones').set(as()).send({}),
    },
    'PUT delivery/zones/:id': {
      status: 403,
      call: () => t.http.put(`/api/v1/delivery/zones/${unknown}`).set(as()).send({}),
    },
    'DELETE delivery/zones/:id': {
      status: 403,
      call: () => t.http.delete(`/api/v1/delivery/zones/${unknown}`).set(as()),
    },
    'POST backups': { status: 403, call: () => t.http.post('/api/v1/backups').set(as()) },
    'GET backups/last': { status: 403, call: () => t.http.get('/api/v1/backups/last').set(as()) },
    'GET emails': { status: 403, call: () => t.http.get('/api/v1/emails').set(as()) },
    'POST emails/:id/resend': {
      status: 403,
      call: () => t.http.post(`/api/v1/emails/${unknown}/resend`).set(as()),
    },
    // Issue 53: staff ship, choosing a courier from the owner's list; the list, the settings and the texts are the owner's.
    'GET couriers': { status: 200, call: () => t.http.get('/api/v1/couriers').set(as()) },
    'POST couriers': {
      status: 403,
      call: () => t.http.post('/api/v1/couriers').set(as()).send({ name: 'Staff Courier' }),
    },
    'PUT couriers/:id': {
      status: 403,
      call: () => t.http.put(`/api/v1/couriers/${unknown}`).set(as()).send({ name: 'Renamed' }),
    },
    'DELETE couriers/:id': {
      status: 403,
      call: () => t.http.delete(`/api/v1/couriers/${unknown}`).set(as()),
    },
    'GET settings': { status: 403, call: () => t.http.get('/api/v1/settings').set(as()) },
    'PUT settings': {
      status: 403,
      call: () => t.http.put('/api/v1/settings').set(as()).send({ verifyPhoneForCashOnDelivery: true }),
    },
    'GET text-messages': { status: 403, call: () => t.http.get('/api/v1/text-messages').set(as()) },
    'GET text-messages/alert': {
      status: 403,
      call: () => t.http.get('/api/v1/text-messages/alert').set(as()),
    },
    'POST text-messages/:id/resend': {
      status: 403,
      call: () => t.http.post(`/api/v1/text-messages/${unknown}/resend`).set(as()),
    },
    'GET reviews': { status: 403, call: () => t.http.get('/api/v1/reviews').set(as()) },
    'PUT reviews/:id/moderation': {
      status: 403,
      call: () => t.http.put(`/api/v1/reviews/${unknown}/moderation`).set(as()).send({ status: 'approved' }),
    },
  };

  /** Every route that names a permission (@Permit), as `METHOD path`. */
  function permittedRoutes(): string[] {
    const found: string[] = [];
    for (const module of t.app.get(ModulesContainer).values())
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as unknown as { prototype: object } & (new () => unknown);
        if (!controller?.prototype) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '').replace(/^\/|\/$/g, '');
        const onClass = Reflect.getMetadata(PERMISSION_KEY, controller);
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[name];
          if (name === 'constructor' || typeof handler !== 'function') continue;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (method === undefined) continue;
          if (!(Reflect.getMetadata(PERMISSION_KEY, handler) ?? onClass)) continue;
          const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '').replace(/^\/|\/$/g, '');
          found.push(`${RequestMethod[method]} ${[base, path].filter(Boolean).join('/')}`);
        }
      }
    return found.sort();
  }

  it('signs in as Staff (role 2) and lands on the admin', async () => {
    expect(staff.role).toBe(2);
    const users = await t.http.get('/api/v1/auth/users?q=packer').set(bearer(t.adminToken)).expect(200);
    expect(users.body).toEqual([expect.objectContaining({ email: 'packer@pashmina.test', role: 2 })]);
  });

  it('names every admin route in the table', () => {
    expect(permittedRoutes()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.keys(routes))('%s: staff get what the role allows', async (route) => {
    const { status, call } = routes[route];
    const res = (await call()) as { status: number; body: unknown };
    if (status === 403)
      expect(res.body).toEqual(errorBody({ statusCode: 403, message: 'You are not allowed to do this' }));
    expect({ route, status: res.status }).toEqual({ route, status });
  });

  it('see every customer’s orders and feedback, as admins do', async () => {
    const listed = await t.http.get('/api/v1/orders').set(as()).expect(200);
    expect(listed.body.map((o: { _id: string }) => o._id)).toContain(orderId);
    await t.http.get(`/api/v1/orders/${orderId}`).set(as()).expect(200);
    await t.http.get(`/api/v1/returns/${returnId}`).set(as()).expect(200);
  });

  it('the owner is never demoted, to staff either; an admin sets a customer to staff and back', async () => {
    const owner = await t.http.get('/api/v1/auth/users?q=owner@').set(bearer(t.adminToken)).expect(200);
    const ownerId = owner.body.find((u: { isOwner: boolean }) => u.isOwner)._id;
    await t.http.put(`/api/v1/auth/users/${ownerId}`).set(bearer(t.adminToken)).send({ role: 2 }).expect(409);
    const other = await createCustomer(t, { email: 'cousin@pashmina.test', phone: '9812345671' });
    const set = await t.http
      .put(`/api/v1/auth/users/${other.id}`)
      .set(bearer(t.adminToken))
      .send({ role: 2 })
      .expect(200);
    expect(set.body.user.role).toBe(2);
    await t.http
      .put(`/api/v1/auth/users/${other.id}`)
      .set(bearer(t.adminToken))
      .send({ role: 0 })
      .expect(200);
  });
});
