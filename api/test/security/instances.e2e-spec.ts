import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { LOGIN_LOCKED } from '../../src/auth/login-attempts';
import { type CreateOrderRequest, payablePaisa } from '../../src/contracts';
import { CUSTOMER_INFO, withDefaultDelivery } from '../fixtures';
import { TEST_JWT_SECRET } from '../harness';
import { dropKeys, TEST_REDIS_URL, uniquePrefix } from './redis-keys';
import { freePort, type ShellProxy, startShellProxy } from './shell-proxy';
import { freshDatabase, type SpawnedApi, spawnApi } from './spawn-api';

// Item 8 of issue 12: two API processes on one PostgreSQL and one Redis, behind the shell's proxy (round robin),
// hold the shop's promises as one does: no oversold stock, one payment per order, and shared rate limits.

const BUYERS = 50;
const UNITS = 10;

/** A session token as the API signs it (HS256, subject and token version), for buyers made straight in the database. */
function tokenFor(userId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: userId, ver: 0, iat: now, exp: now + 600 })}`;
  return `${unsigned}.${createHmac('sha256', TEST_JWT_SECRET).update(unsigned).digest('base64url')}`;
}

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : undefined;
if (!onPostgres) console.log('instances: skipped (two API processes need DATABASE_URL, a PostgreSQL server)');

onPostgres?.('two API instances on one PostgreSQL and one Redis, behind the shell’s proxy', () => {
  const prefix = uniquePrefix('instances');
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Client;
  const apis: SpawnedApi[] = [];
  let shell: ShellProxy;
  const through = (path: string, init?: RequestInit) => fetch(`${shell.url}${path}`, init);

  beforeAll(async () => {
    database = await freshDatabase(serverUrl!);
    const shellPort = await freePort();
    const env = {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      PUBLIC_URL: `http://127.0.0.1:${shellPort}`,
      // Every buyer comes through the one proxy (one address); the per-account limits are the ones tested here.
      CHECKOUT_ADDRESS_RATE_LIMIT: '1000',
      CHECKOUT_RATE_LIMIT: '1000',
      SEED_PRODUCTS: '2',
    };
    // One after the other: the first start migrates and seeds, the second finds the shop ready.
    apis.push(await spawnApi({ databaseUrl: database.url, env }));
    apis.push(await spawnApi({ databaseUrl: database.url, env }));
    shell = await startShellProxy(
      apis.map((api) => api.url),
      shellPort,
    );
    db = new Client({ connectionString: database.url });
    await db.connect();
  }, 90_000);
  afterAll(async () => {
    await db?.end();
    await shell?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
    await dropKeys(prefix);
  });

  it(`sells ${UNITS} units to exactly ${UNITS} of ${BUYERS} buyers at once, a Khalti return replayed 20 times pays once, and the login lock-out holds on both`, async () => {
    const [product, other] = (
      await db.query<{ id: string; name: string; sale: number }>(
        'select id, name, sale_price_paisa as sale from products order by name limit 2',
      )
    ).rows;
    await db.query('update products set stock = $2, quantity_sold = 0 where id = $1', [product.id, UNITS]);
    await db.query('update products set stock = 5, quantity_sold = 0 where id = $1', [other.id]);
    const buyers = (
      await db.query<{ id: string }>(
        `insert into users (name, email, password_hash, phone, address)
         select 'Buyer ' || g, 'instance-buyer-' || g || '@pashmina.test', 'not-a-hash', '9801234567', 'Patan'
         from generate_series(1, $1::int) g returning id`,
        [BUYERS],
      )
    ).rows.map((row) => tokenFor(row.id));
    const checkout = (token: string, item: typeof product, method: CreateOrderRequest['payment_method']) =>
      through('/api/v1/create-orders', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          // Cash is paid in whole rupees (docs/rules.md, Checkout).
          amount: payablePaisa(withDefaultDelivery(item.sale), method === 'cashOnDelivery').amountPaisa / 100,
          customer_info: CUSTOMER_INFO,
          payment_method: method,
          products_details: [
            {
              identity: item.id,
              name: item.name,
              quantity: 1,
              unit_price: item.sale / 100,
              total_price: item.sale / 100,
            },
          ],
        } satisfies CreateOrderRequest),
      });

    // 50 buyers for 10 units, spread over both instances.
    const statuses = (
      await Promise.all(buyers.map((token) => checkout(token, product, 'cashOnDelivery')))
    ).map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - UNITS);
    const sold = await db.query(
      'select (select stock from products where id = $1) as stock, (select count(*)::int from orders) as orders',
      [product.id],
    );
    expect(sold.rows[0]).toEqual({ stock: 0, orders: UNITS });

    // A Khalti payment, and its return replayed 20 times at once through the proxy.
    const khalti = await checkout(buyers[0], other, 'khalti');
    expect(khalti.status).toBe(201);
    const { data, order } = (await khalti.json()) as { data: { pidx: string }; order: { _id: string } };
    const paid = await through(`/sandbox/khalti/pay/${data.pidx}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const returnUrl = new URL(paid.headers.get('location')!);
    const replays = await Promise.all(
      Array.from({ length: 20 }, () =>
        through(returnUrl.pathname + returnUrl.search, { redirect: 'manual' }),
      ),
    );
    expect(replays.map((res) => res.status)).toEqual(Array(20).fill(303));
    const settled = await db.query(
      `select (select status from orders where id = $1) as status,
              (select quantity_sold from products where id = $2) as sold,
              (select count(*)::int from orders where status = 'paid') as paid`,
      [order._id, other.id],
    );
    expect(settled.rows[0]).toEqual({ status: 'paid', sold: 1, paid: 1 });

    // Failed logins on one instance count on the other: 5 from one address, alternating, then both refuse it.
    const login = (api: SpawnedApi, from: string) =>
      fetch(`${api.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
        body: JSON.stringify({ email: 'instance-buyer-1@pashmina.test', password: 'wrong' }),
      });
    for (let i = 0; i < 5; i++) expect((await login(apis[i % 2], '203.0.113.1')).status).toBe(401);
    for (const api of apis) {
      const locked = await login(api, '203.0.113.1');
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { message: string }).message).toBe(LOGIN_LOCKED);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    console.log(
      `security: instances: 2 APIs, ${BUYERS} buyers for ${UNITS} units → ${UNITS} orders; 20 replays → 1 paid; lock-out shared`,
    );
  });
});
