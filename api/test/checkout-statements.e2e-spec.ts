import { PgDialect } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { eq } from 'drizzle-orm';
import { orderLines, type ProductRow } from '../src/database';
import { bearer, startTestApp, type TestApp } from './harness';
import { lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';

/**
 * The statements a cash-on-delivery checkout of one line sends to PostgreSQL (docs/decisions/0075-…): every one is a
 * round trip, and those inside the transaction hold the stock's lock. Counted by wrapping node-postgres's
 * Client.query, which the pool's connections run every statement through (BEGIN and COMMIT too); a wrapper that
 * counted nothing fails here rather than passing. Each but BEGIN and COMMIT is prepared once (docs/decisions/0081-…):
 * sent by its name, which has the server parse it once per connection, its SQL text built by Drizzle once.
 */
// On a PostgreSQL server only (jest.config.js, SERVER_ONLY).
describe('checkout statements', () => {
  let t: TestApp;
  let shawl: ProductRow;
  const sent: { text: string; name?: string }[] = [];
  const original = Client.prototype.query;

  beforeAll(async () => {
    t = await startTestApp({ products: 12 });
    [shawl] = await prepareProducts(t, [{ pricePaisa: 200_000, stock: 50 }]);
    await t.http
      .post('/api/v1/discounts')
      .set(bearer(t.adminToken))
      .send({ code: 'COUNTED-10', type: 'percent', value: 10, perCustomerLimit: 10 })
      .expect(201);
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const statement = args[0] as string | { text: string; name?: string };
      sent.push(
        typeof statement === 'string' ? { text: statement } : { text: statement.text, name: statement.name },
      );
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof Client.prototype.query;
  });
  afterAll(async () => {
    Client.prototype.query = original;
    await t?.close();
  });

  /**
   * The statements of one checkout, from the caller's authentication to the transaction's commit: their first words,
   * and whether each was sent by a name.
   */
  const checkout = async (body: object) => {
    sent.length = 0;
    await placeOrder(t, body).expect(201);
    return sent.map(({ text, name }) => ({
      words: text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' '),
      named: name !== undefined,
    }));
  };
  const statementsOf = async (body: object): Promise<string[]> =>
    (await checkout(body)).map(({ words }) => words);

  it('places an order of one line in 10 statements, 7 of them in its transaction', async () => {
    const statements = await statementsOf(payloadOf([lineOf(shawl, 1)]));
    expect(statements).toEqual([
      'select "id", "name",', // the caller's account (the guard)
      'select "id", "verify_phone_for_cash_on_delivery",', // the shop's phone check
      'select "id", "name",', // the products and their variants
      'begin',
      'select "delivery_zones"."id", "delivery_zones"."name",', // the district's zone
      'with taken as', // the stock and its ledger entry
      'with "entry" as', // the order, its history entry and its lines
      'insert into "emails"', // the customer's and the shop's e-mails
      'insert into "text_messages"', // the customer's text
      'commit',
    ]);
  });

  it('with a discount code, in 13', async () => {
    const statements = await statementsOf({
      ...payloadOf([lineOf(shawl, 1)]),
      amount: 1800,
      discount_code: 'COUNTED-10',
    });
    expect(statements).toEqual([
      'select "id", "name",',
      'select "id", "verify_phone_for_cash_on_delivery",',
      'select "id", "name",',
      'begin',
      'select "id", "code",', // the code, locked
      'select count(*)::int from', // the customer's uses of it, counted under the lock
      'select "delivery_zones"."id", "delivery_zones"."name",',
      'with taken as',
      'with "entry" as',
      'with taken as', // a use of the code and the order's redemption
      'insert into "emails"',
      'insert into "text_messages"',
      'commit',
    ]);
  });

  it('sends each by its name but BEGIN and COMMIT, their SQL built once, whatever the code and the cart', async () => {
    const cart = (quantity: number, code?: string) => {
      const body = payloadOf([lineOf(shawl, quantity)]);
      return code ? { ...body, amount: body.amount * 0.9, discount_code: code } : body;
    };
    // Once each, so that every shape below is prepared.
    await checkout(cart(1));
    await checkout(cart(1, 'COUNTED-10'));
    const built = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      for (const body of [cart(2), cart(3, 'COUNTED-10')]) {
        built.mockClear();
        const statements = await checkout(body);
        expect(statements.filter(({ named }) => !named).map(({ words }) => words)).toEqual([
          'begin',
          'commit',
        ]);
        // Drizzle built the text of BEGIN and COMMIT, and of nothing else.
        expect(built).toHaveBeenCalledTimes(2);
      }
    } finally {
      built.mockRestore();
    }
  });

  it('an order of more than 10 lines has its insert built, not prepared, and all its lines written', async () => {
    const goods = await prepareProducts(
      t,
      Array.from({ length: 12 }, () => ({ pricePaisa: 100_000, stock: 5 })),
    );
    for (const count of [10, 12]) {
      sent.length = 0;
      const res = await placeOrder(t, payloadOf(goods.slice(0, count).map((row) => lineOf(row, 1)))).expect(
        201,
      );
      expect(res.body.order.products).toHaveLength(count);
      const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, res.body.order._id));
      expect(lines.map((line) => line.productId).sort()).toEqual(
        goods
          .slice(0, count)
          .map((row) => row.id)
          .sort(),
      );
      const insert = sent.find(({ text }) => text.startsWith('with "entry" as'));
      expect(insert?.name === undefined).toBe(count > 10);
    }
  });
});
