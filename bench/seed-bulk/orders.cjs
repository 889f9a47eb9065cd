// The benchmarks' generated order history: orders, their lines and their status history, written by the database
// itself in three statements per chunk.
const { randomBytes } = require('node:crypto');

/** Orders per chunk (three statements each). */
const CHUNK = 25_000;

/**
 * Adds `count` generated orders, then refreshes the planner's statistics. Needs a customer account and products
 * (the first-start seed makes both outside production).
 * @param {import('./index.cjs').BulkSeedKit} kit
 * @param {number} count
 */
async function addOrders(kit, count) {
  const started = Date.now();
  if ((await kit.productCount()) === 0) throw new Error('--orders needs products to order');
  // Makes the ids of one run unique.
  const salt = randomBytes(8).toString('hex');
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, count);
    if (!(await insertOrders(kit, from, to, salt)))
      throw new Error('--orders needs a customer account (not seeded with NODE_ENV=production)');
    kit.log(`Inserted orders up to No. ${to}`);
  }
  await kit.db.execute(kit.sql`vacuum analyze orders, order_lines`);
  kit.log(`Added ${count} orders in ${Date.now() - started} ms`);
}

/**
 * Orders `from`..`to`: one or two lines each from the first 1,000 products, spread over the last 18 months, half
 * delivered and the rest paid, cash on delivery or cancelled (never awaiting payment, which the re-check job would
 * chase), each with its status history. They belong to the oldest customer account. Stock and sold counts do not
 * move. False when there is no customer account to order.
 */
async function insertOrders({ db, sql, customerRole }, from, to, salt) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(
      sql`select id from users where role = ${customerRole} order by created_at, id limit 1`,
    );
    const [customer] = rows;
    if (!customer) return false;
    // Deterministic ids (md5 of the run's salt and the number), so the lines can name their order.
    const orderId = (n) => sql`md5(${salt} || ':' || ${n})::uuid`;
    const shape = sql`
      picked as (
        select array_agg(id order by created_at, id) as ids, array_agg(name order by created_at, id) as names,
               array_agg(sale_price_paisa order by created_at, id) as prices, count(*)::int as n
        from (select id, name, sale_price_paisa, created_at from products order by created_at, id limit 1000) p
      ),
      spec as (
        select g, ${orderId(sql`g`)} as id,
               1 + (g::bigint * 7919 % n)::int as first, 1 + g % 3 as first_qty,
               case when g % 2 = 0 then 1 + (g::bigint * 104729 % n)::int end as second,
               now() - (g::bigint * 7919 % (548 * 1440)) * interval '1 minute' as created
        from generate_series(${from}::int, ${to}::int) as g, picked
        where n > 0
      )`;
    await tx.execute(sql`
      with ${shape}
      insert into orders (id, user_id, status, amount_paisa, customer_name, customer_email, customer_phone, address,
                          payment_method, transaction_code, created_at, updated_at)
      select spec.id, u.id, v.status::order_status,
             prices[first] * first_qty + coalesce(prices[second], 0),
             u.name, u.email, u.phone, u.address,
             v.method::payment_method,
             case when v.method = 'khalti' and v.status <> 'cancelled' then 'BENCH' || upper(substr(md5(spec.id::text), 1, 18)) end,
             created, created + case when v.status in ('delivered', 'cancelled') then interval '3 days' else interval '0' end
      from spec cross join picked
        join users u on u.id = ${customer.id},
        lateral (select case when g % 20 < 10 then 'delivered' when g % 20 < 13 then 'paid'
                             when g % 20 < 17 then 'cash on delivery' else 'cancelled' end as status,
                        case when g % 20 between 10 and 12 or g % 7 = 0 then 'khalti' else 'cash' end as method) v
    `);
    await tx.execute(sql`
      with ${shape}
      insert into order_lines (order_id, product_id, product_name, unit_price_paisa, quantity)
      select spec.id, ids[line.product], names[line.product], prices[line.product], line.quantity
      from spec cross join picked,
        lateral (values (first, first_qty), (second, 1)) as line(product, quantity)
      where line.product is not null
    `);
    // Their history, as the shop would have written it: placed by the customer, paid through Khalti, then
    // delivered or cancelled by an admin (a Khalti order never paid was cancelled by the system's expiry).
    await tx.execute(sql`
      with ${shape}
      insert into order_status_history (order_id, status, source, at)
      select o.id, step.status::order_status, step.source::order_status_source, step.at
      from spec join orders o on o.id = spec.id,
        lateral (values
          (case when o.payment_method = 'khalti' then 'awaiting payment' else 'cash on delivery' end,
           'customer', o.created_at),
          (case when o.transaction_code is not null then 'paid' end, 'khalti', o.created_at + interval '5 minutes'),
          (case when o.status in ('delivered', 'cancelled') then o.status::text end,
           case when o.status = 'cancelled' and o.payment_method = 'khalti' then 'system' else 'admin' end,
           o.updated_at)
        ) as step(status, source, at)
      where step.status is not null
    `);
    return true;
  });
}

module.exports = { addOrders };
