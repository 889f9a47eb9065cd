import { sql } from 'drizzle-orm';
import {
  DELIVERY_CASH_MESSAGE,
  DELIVERY_DAYS_MESSAGE,
  DELIVERY_DISTRICTS_MESSAGE,
  DELIVERY_FEE_MESSAGE,
  DELIVERY_FREE_FROM_MESSAGE,
  DELIVERY_ZONE_DUPLICATE_MESSAGE,
  DELIVERY_ZONE_NAME_MESSAGE,
  DELIVERY_ZONE_NOT_EMPTY_MESSAGE,
  DELIVERY_ZONE_NOT_FOUND_MESSAGE,
  type DeliveryDistrict,
  type DeliveryZone,
  DISTRICT_REQUIRED_MESSAGE,
  NEPAL_DISTRICTS,
} from '../src/contracts';
import { deliveryDistricts, deliveryZones, orders, users } from '../src/database';
import { createCustomer, CUSTOMER_FIELDS } from './fixtures';
import { bearer, startTestApp, type TestApp } from './harness';
import { shopBefore } from './shop-before';

// Issue 39: delivery charges by district. The 77 districts, the zones they are grouped into (the two of a new shop),
// the public list and quote, and the admin's zones with their refusals. Checkout's part: delivery-checkout.e2e-spec.ts.
// Runs on PGlite and on PostgreSQL (jest.config.js).

const VALLEY = ['Bhaktapur', 'Kathmandu', 'Lalitpur'];
const DEFAULT_ZONES = [
  {
    _id: expect.any(String),
    name: 'Kathmandu Valley',
    fee: 100,
    freeFrom: 5000,
    cashOnDelivery: true,
    days: '1-2',
    districts: VALLEY,
  },
  {
    _id: expect.any(String),
    name: 'Outside the valley',
    fee: 200,
    freeFrom: 10000,
    cashOnDelivery: true,
    days: '3-5',
    districts: NEPAL_DISTRICTS.filter((name) => !VALLEY.includes(name)),
  },
];

describe('delivery zones and districts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 2, deliveryFees: true });
  });
  afterAll(() => t?.close());

  const zones = async (): Promise<DeliveryZone[]> =>
    (await t.http.get('/api/v1/delivery/zones').set(bearer(t.adminToken)).expect(200)).body;
  const createZone = (fields: Record<string, unknown>, token = t.adminToken) =>
    t.http.post('/api/v1/delivery/zones').set(bearer(token)).send(fields);
  const updateZone = (id: string, fields: Record<string, unknown>, token = t.adminToken) =>
    t.http.put(`/api/v1/delivery/zones/${id}`).set(bearer(token)).send(fields);
  const zoneNamed = async (name: string) => (await zones()).find((zone) => zone.name === name)!;
  const quote = (query: string) => t.http.get(`/api/v1/delivery/quote${query}`);

  it('a new shop has the two zones, every district in one of them', async () => {
    expect(await zones()).toEqual(DEFAULT_ZONES);
    expect(NEPAL_DISTRICTS).toHaveLength(77);
    expect(NEPAL_DISTRICTS).toContain('Nawalparasi East');
    expect(NEPAL_DISTRICTS).toContain('Rukum West');
  });

  it('lists the 77 districts to anyone, sorted by name, each with its zone’s terms', async () => {
    const res = await t.http.get('/api/v1/delivery/districts').expect(200);
    const list = res.body as DeliveryDistrict[];
    expect(list.map((row) => row.district)).toEqual([...NEPAL_DISTRICTS].sort());
    const valley = await zoneNamed('Kathmandu Valley');
    expect(list.find((row) => row.district === 'Lalitpur')).toEqual({
      district: 'Lalitpur',
      zoneId: valley._id,
      zone: 'Kathmandu Valley',
      fee: 100,
      freeFrom: 5000,
      cashOnDelivery: true,
      days: '1-2',
    });
    expect(list.find((row) => row.district === 'Humla')).toMatchObject({
      zone: 'Outside the valley',
      fee: 200,
      freeFrom: 10000,
      days: '3-5',
    });
  });

  it('quotes a district: the fee below the free amount, 0 from it; an unknown or missing district is 400', async () => {
    expect((await quote('?district=Kathmandu&subtotal=4999.99').expect(200)).body).toEqual({
      district: 'Kathmandu',
      zone: 'Kathmandu Valley',
      fee: 100,
      freeFrom: 5000,
      cashOnDelivery: true,
      days: '1-2',
    });
    expect((await quote('?district=Kathmandu&subtotal=5000').expect(200)).body.fee).toBe(0);
    expect((await quote('?district=Jhapa&subtotal=9999').expect(200)).body).toMatchObject({
      zone: 'Outside the valley',
      fee: 200,
    });
    expect((await quote('?district=Jhapa').expect(200)).body.fee).toBe(200);
    for (const bad of ['', '?subtotal=100', '?district=Gotham&subtotal=100', '?district=kathmandu'])
      expect((await quote(bad).expect(400)).body.message).toBe(DISTRICT_REQUIRED_MESSAGE);
  });

  it('admins only: a customer is refused (403), an anonymous caller 401', async () => {
    const { token: customer } = await createCustomer(t, { email: 'delivery-customer@pashmina.test' });
    await t.http.get('/api/v1/delivery/zones').set(bearer(customer)).expect(403);
    await t.http.get('/api/v1/delivery/zones').expect(401);
    await createZone({ name: 'Nope', fee: 1 }, customer).expect(403);
    await t.http.post('/api/v1/delivery/zones').send({ name: 'Nope', fee: 1 }).expect(401);
    const [valley] = await zones();
    await updateZone(valley._id, { fee: 1 }, customer).expect(403);
    await t.http.put(`/api/v1/delivery/zones/${valley._id}`).send({ fee: 1 }).expect(401);
    await t.http.delete(`/api/v1/delivery/zones/${valley._id}`).set(bearer(customer)).expect(403);
    await t.http.delete(`/api/v1/delivery/zones/${valley._id}`).expect(401);
    expect(await zones()).toEqual(DEFAULT_ZONES);
  });

  it('refuses each bad field with its message, an unknown district, and a duplicate name in any case', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ fee: 10 }, DELIVERY_ZONE_NAME_MESSAGE, 'name'],
      [{ name: '   ', fee: 10 }, DELIVERY_ZONE_NAME_MESSAGE, 'name'],
      [{ name: 'x'.repeat(61), fee: 10 }, DELIVERY_ZONE_NAME_MESSAGE, 'name'],
      [{ name: 'Far west' }, DELIVERY_FEE_MESSAGE, 'fee'],
      [{ name: 'Far west', fee: -1 }, DELIVERY_FEE_MESSAGE, 'fee'],
      [{ name: 'Far west', fee: 10_000.01 }, DELIVERY_FEE_MESSAGE, 'fee'],
      [{ name: 'Far west', fee: 1.005 }, DELIVERY_FEE_MESSAGE, 'fee'],
      [{ name: 'Far west', fee: '10' }, DELIVERY_FEE_MESSAGE, 'fee'],
      [{ name: 'Far west', fee: 10, freeFrom: 0 }, DELIVERY_FREE_FROM_MESSAGE, 'freeFrom'],
      [{ name: 'Far west', fee: 10, freeFrom: -5 }, DELIVERY_FREE_FROM_MESSAGE, 'freeFrom'],
      [{ name: 'Far west', fee: 10, cashOnDelivery: 'yes' }, DELIVERY_CASH_MESSAGE, 'cashOnDelivery'],
      [{ name: 'Far west', fee: 10, cashOnDelivery: null }, DELIVERY_CASH_MESSAGE, 'cashOnDelivery'],
      [{ name: 'Far west', fee: 10, days: 'x'.repeat(21) }, DELIVERY_DAYS_MESSAGE, 'days'],
      [{ name: 'Far west', fee: 10, days: 5 }, DELIVERY_DAYS_MESSAGE, 'days'],
      [{ name: 'Far west', fee: 10, districts: 'Humla' }, DELIVERY_DISTRICTS_MESSAGE, 'districts'],
      [
        { name: 'Far west', fee: 10, districts: ['Humla', 'Gotham'] },
        'Unknown district: Gotham.',
        'districts',
      ],
    ];
    for (const [fields, message, field] of refusals) {
      const res = await createZone(fields).expect(400);
      expect({ fields, message: res.body.message, field: res.body.field }).toEqual({
        fields,
        message,
        field,
      });
    }
    expect((await createZone({ name: 'KATHMANDU valley', fee: 5 }).expect(409)).body.message).toBe(
      DELIVERY_ZONE_DUPLICATE_MESSAGE,
    );
    const [valley] = await zones();
    expect((await updateZone(valley._id, { fee: 20_000 }).expect(400)).body.message).toBe(
      DELIVERY_FEE_MESSAGE,
    );
    expect((await updateZone(valley._id, { name: null }).expect(400)).body.message).toBe(
      DELIVERY_ZONE_NAME_MESSAGE,
    );
    expect(
      (await updateZone(valley._id, { districts: ['Kathmandu', 'Narnia'] }).expect(400)).body.message,
    ).toBe('Unknown district: Narnia.');
    expect((await updateZone(valley._id, { name: 'outside THE valley' }).expect(409)).body.message).toBe(
      DELIVERY_ZONE_DUPLICATE_MESSAGE,
    );
    expect(
      (await updateZone('3f1e0a52-1111-4111-8111-111111111111', { fee: 1 }).expect(404)).body.message,
    ).toBe(DELIVERY_ZONE_NOT_FOUND_MESSAGE);
    await updateZone('not-an-id', { fee: 1 }).expect(404);
    expect(await zones()).toEqual(DEFAULT_ZONES);
  });

  it('creates a zone, moves districts into it (out of their zone), edits any subset, deletes it once empty', async () => {
    const created = await createZone({
      name: ' Far west ',
      fee: 350.5,
      freeFrom: null,
      cashOnDelivery: false,
      days: '5-7',
      districts: ['Humla', 'Darchula', 'Humla'],
    }).expect(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      name: 'Far west',
      fee: 350.5,
      freeFrom: null,
      cashOnDelivery: false,
      days: '5-7',
      districts: ['Darchula', 'Humla'],
    });
    const id = created.body._id as string;
    const outside = await zoneNamed('Outside the valley');
    expect(outside.districts).toHaveLength(72);
    expect(outside.districts).not.toContain('Humla');
    expect((await quote('?district=Humla&subtotal=1000000').expect(200)).body).toEqual({
      district: 'Humla',
      zone: 'Far west',
      fee: 350.5,
      freeFrom: null,
      cashOnDelivery: false,
      days: '5-7',
    });

    // Moving Kathmandu in takes it out of the valley; a PUT without districts leaves them where they are.
    const moved = await updateZone(id, { districts: ['Kathmandu'], fee: 300 }).expect(200);
    expect(moved.body).toMatchObject({ fee: 300, districts: ['Darchula', 'Humla', 'Kathmandu'] });
    expect((await zoneNamed('Kathmandu Valley')).districts).toEqual(['Bhaktapur', 'Lalitpur']);
    const renamed = await updateZone(id, { name: 'Karnali and far west', freeFrom: 20000 }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Karnali and far west', fee: 300, freeFrom: 20000 });
    expect(renamed.body.districts).toEqual(['Darchula', 'Humla', 'Kathmandu']);
    const districts = (await t.http.get('/api/v1/delivery/districts').expect(200)).body as DeliveryDistrict[];
    expect(districts).toHaveLength(77);
    expect(districts.find((row) => row.district === 'Kathmandu')).toMatchObject({
      zoneId: id,
      zone: 'Karnali and far west',
      fee: 300,
    });

    // A zone holding districts cannot go; once they are moved away it can.
    const refused = await t.http.delete(`/api/v1/delivery/zones/${id}`).set(bearer(t.adminToken)).expect(409);
    expect(refused.body.message).toBe(DELIVERY_ZONE_NOT_EMPTY_MESSAGE);
    await updateZone((await zoneNamed('Kathmandu Valley'))._id, { districts: ['Kathmandu'] }).expect(200);
    await updateZone(outside._id, { districts: ['Humla', 'Darchula'] }).expect(200);
    await t.http.delete(`/api/v1/delivery/zones/${id}`).set(bearer(t.adminToken)).expect(200);
    await t.http.delete(`/api/v1/delivery/zones/${id}`).set(bearer(t.adminToken)).expect(404);
    expect(await zones()).toEqual(DEFAULT_ZONES);
  });

  it('an empty zone can exist, and every district stays in exactly one zone', async () => {
    const empty = await createZone({ name: 'Pickup', fee: 0 }).expect(201);
    expect(empty.body).toMatchObject({
      name: 'Pickup',
      fee: 0,
      freeFrom: null,
      cashOnDelivery: true,
      days: '',
    });
    expect(empty.body.districts).toEqual([]);
    const rows = await t.db.select().from(deliveryDistricts);
    expect(rows).toHaveLength(77);
    expect(new Set(rows.map((row) => row.district)).size).toBe(77);
    await t.http.delete(`/api/v1/delivery/zones/${empty.body._id}`).set(bearer(t.adminToken)).expect(200);
  });
});

describe('the customer’s district', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ products: 1 });
  });
  afterAll(() => t?.close());

  it('a profile starts without a district; PUT takes a name of the list or empty, keeps it when absent', async () => {
    const { token } = await createCustomer(t, { email: 'district-profile@pashmina.test' });
    const profile = { name: 'Hari Prasad', phone: '9701234567', address: 'Lakeside, Pokhara' };
    const update = (body: object) =>
      t.http
        .put('/api/v1/auth/profile')
        .set(bearer(token))
        .set('X-Forwarded-For', '203.0.113.39')
        .send({ ...profile, ...body });
    expect((await update({}).expect(200)).body.updatedUser.district).toBe('');
    expect((await update({ district: 'Kaski' }).expect(200)).body.updatedUser.district).toBe('Kaski');
    expect((await update({}).expect(200)).body.updatedUser.district).toBe('Kaski');
    for (const district of ['Gotham', 'kaski', 7, ['Kaski']]) {
      const refused = await update({ district }).expect(400);
      expect(refused.body).toMatchObject({ message: DISTRICT_REQUIRED_MESSAGE, field: 'district' });
    }
    const login = await t.http
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', '203.0.113.40')
      .send({ email: 'district-profile@pashmina.test', password: CUSTOMER_FIELDS.password });
    expect(login.body.user.district).toBe('Kaski');
    expect((await update({ district: '' }).expect(200)).body.updatedUser.district).toBe('');
  });
});

describe('migration 0012: a shop upgraded from before delivery charges', () => {
  it('gets the two default zones with every district, its orders no delivery, its customers no district', async () => {
    const shop = await shopBefore('0012_delivery_zones');
    try {
      await shop.db.execute(sql`
        insert into users (name, email, password_hash, phone, address) values ('Sita Sharma', 'sita@shop.test', 'x', '9841234567', 'Thamel')`);
      await shop.db.execute(sql`
        insert into orders (status, amount_paisa, customer_name, customer_email, customer_phone, address, payment_method)
        values ('delivered', 123456, 'Sita', 'sita@shop.test', '9841234567', 'Thamel', 'cash')`);
      await shop.upgrade();
      const zones = await shop.db.select().from(deliveryZones).orderBy(deliveryZones.name);
      expect(
        zones.map(({ name, feePaisa, freeFromPaisa, cashOnDelivery, days }) => ({
          name,
          feePaisa,
          freeFromPaisa,
          cashOnDelivery,
          days,
        })),
      ).toEqual([
        {
          name: 'Kathmandu Valley',
          feePaisa: 10_000,
          freeFromPaisa: 500_000,
          cashOnDelivery: true,
          days: '1-2',
        },
        {
          name: 'Outside the valley',
          feePaisa: 20_000,
          freeFromPaisa: 1_000_000,
          cashOnDelivery: true,
          days: '3-5',
        },
      ]);
      const districts = await shop.db.select().from(deliveryDistricts);
      expect(districts.map((row) => row.district).sort()).toEqual([...NEPAL_DISTRICTS].sort());
      expect(
        districts
          .filter((row) => row.zoneId === zones[0].id)
          .map((row) => row.district)
          .sort(),
      ).toEqual(VALLEY);
      const rows = await shop.db
        .select({
          amountPaisa: orders.amountPaisa,
          district: orders.deliveryDistrict,
          zone: orders.deliveryZone,
          feePaisa: orders.deliveryPaisa,
        })
        .from(orders);
      expect(rows).toEqual([{ amountPaisa: 123_456, district: null, zone: null, feePaisa: null }]);
      expect(await shop.db.select({ district: users.district }).from(users)).toEqual([{ district: '' }]);
    } finally {
      await shop.close();
    }
  });

  it('leaves the zones of a shop that has them as they are: 0012 runs once, the defaults only go into a shop without', async () => {
    const shop = await shopBefore('0013_refunds_and_returns');
    try {
      // The zones as an owner left them on a shop migration 0012 ran on: one zone for every district.
      await shop.db.execute(sql`
        with "everywhere" as (
          insert into delivery_zones (name, fee_paisa, free_from_paisa, cash_on_delivery, days)
          values ('Everywhere', 15000, null, false, '2-6') returning id
        )
        insert into delivery_districts (district, zone_id)
        select "district", "everywhere".id from "everywhere", unnest(${sql.raw(
          `array[${NEPAL_DISTRICTS.map((name) => `'${name}'`).join(',')}]`,
        )}) as "district"`);
      await shop.upgrade();
      expect(
        (await shop.db.select().from(deliveryZones)).map(({ name, feePaisa }) => ({ name, feePaisa })),
      ).toEqual([{ name: 'Everywhere', feePaisa: 15_000 }]);
      expect(await shop.db.select().from(deliveryDistricts)).toHaveLength(NEPAL_DISTRICTS.length);
    } finally {
      await shop.close();
    }
  });
});
