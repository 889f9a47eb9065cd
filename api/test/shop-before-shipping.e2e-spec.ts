import { sql } from 'drizzle-orm';
import { DEFAULT_COURIERS } from '../src/contracts';
import { couriers, orders, shopSettings, textMessages, users } from '../src/database';
import { shipmentOf } from '../src/orders/order.mapper';
import { shopBefore } from './shop-before';

describe('migration 0019: a shop from before shipping, texts and the phone check', () => {
  it("keeps its orders (no shipment) and accounts (phone not verified), and gets a new shop's couriers and settings", async () => {
    const shop = await shopBefore('0019_shipping_and_texts');
    try {
      await shop.db.execute(sql`
        insert into users (name, email, password_hash, phone, address)
        values ('Sita', 'sita@shop.test', 'x', '9841234567', 'Thamel')`);
      await shop.db.execute(sql`
        insert into orders (status, amount_paisa, customer_name, customer_email, customer_phone, address, payment_method, user_id)
        select 'paid', 250000, 'Sita', 'sita@shop.test', '9841234567', 'Thamel', 'khalti', id from users`);
      await shop.upgrade();

      const [order] = await shop.db.select().from(orders);
      expect(order).toMatchObject({
        status: 'paid',
        courierId: null,
        courierName: null,
        trackingNumber: null,
        trackingUrl: null,
        shippedAt: null,
      });
      expect(shipmentOf(order)).toBeNull();
      const [user] = await shop.db.select().from(users);
      expect(user).toMatchObject({ phone: '9841234567', phoneVerified: false });
      const listed = await shop.db.select().from(couriers).orderBy(couriers.createdAt);
      expect(listed.map((c) => [c.name, c.trackingUrl])).toEqual(DEFAULT_COURIERS.map((name) => [name, '']));
      expect(await shop.db.select().from(shopSettings)).toEqual([
        expect.objectContaining({ id: 1, verifyPhoneForCashOnDelivery: false, contactPhone: null }),
      ]);
      expect(await shop.db.select().from(textMessages)).toEqual([]);
      // The old order can ship: the status and its columns are there.
      await shop.db.execute(sql`
        update orders set status = 'shipped', courier_id = (select id from couriers order by created_at limit 1),
          courier_name = 'Nepal Can Move', tracking_number = 'NCM-1', shipped_at = now()`);
      const [shipped] = await shop.db.select().from(orders);
      expect(shipmentOf(shipped)).toMatchObject({
        courier: 'Nepal Can Move',
        trackingNumber: 'NCM-1',
        trackingUrl: null,
      });
    } finally {
      await shop.close();
    }
  });
});
