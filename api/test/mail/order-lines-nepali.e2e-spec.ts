import { eq } from 'drizzle-orm';
import {
  type CreateOrderResponse,
  discountPaisa,
  districtName,
  formatAmount,
  formatCount,
  type Language,
  type Order,
  orderLineTotal,
  orderSubtotal,
  payablePaisa,
  paisaToRupees,
  type Product,
  toDevanagariDigits,
} from '../../src/contracts';
import { orderLines, type ProductRow, products } from '../../src/database';
import { CUSTOMER_INFO, lineOf, prepareProducts, placeOrder, withDefaultDelivery } from '../fixtures';
import { bearer, startTestApp, type TestApp } from '../harness';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';

// Issue 51: an order's lines keep the product's Nepali name and its variant's Nepali label, as they keep the English
// (migration 0018); My orders' JSON gives them beside the English (fields added, none renamed), and the Nepali e-mails
// show them, an order line without them (orders placed before) in English. Every receipt e-mail lists each line's unit
// price and line total, then Subtotal, the discount, the delivery, the rounding and the total, in that order, in
// English and in Nepali, read back from a real SMTP server in this process.

const SHOP_ALERT_EMAIL = 'orders@pashmina.test';
const STOLE = 'Stole 70 × 200 cm';
const SHAWL_NE = 'पश्मिना सल';
const MUFFLER_NE = 'पश्मिना मफलर';
const NEPALI = { 'Accept-Language': 'ne' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe("order lines' Nepali names, and the receipts of the e-mails", () => {
  let t: TestApp;
  let sink: SmtpSink;
  /** Rs. 12,499 less 10 %: Rs. 11,249.10, with variants, Nepali name and a Nepali colour. */
  let shawl: ProductRow;
  /** Rs. 2,500, plain, with a Nepali name. */
  let muffler: ProductRow;
  /** Rs. 3,000.50, plain, no Nepali name. */
  let blanket: ProductRow;
  let maroonStole: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      products: 3,
      env: { SMTP_URL: sink.url, SHOP_ALERT_EMAIL, MAIL_POLL_MS: '50' },
    });
    [shawl, muffler, blanket] = await prepareProducts(t, [
      { pricePaisa: 1_249_900, discount: 10, stock: 50 },
      { pricePaisa: 250_000, stock: 50 },
      { pricePaisa: 300_050, stock: 50 },
    ]);
    await t.db.update(products).set({ nameNe: SHAWL_NE }).where(eq(products.id, shawl.id));
    await t.db.update(products).set({ nameNe: MUFFLER_NE }).where(eq(products.id, muffler.id));
    await t.db.update(products).set({ nameNe: null }).where(eq(products.id, blanket.id));
    const saved = await t.http
      .put(`/api/v1/product/${shawl.id}/variants`)
      .set(bearer(t.adminToken))
      .send({
        options: [
          { name: 'Colour', nameNe: 'रङ', values: ['Maroon', 'Beige'], valuesNe: ['मरुन', 'बेज'] },
          { name: 'Size', values: [STOLE] },
        ],
        variants: [
          { options: { Colour: 'Maroon', Size: STOLE }, stock: 20 },
          { options: { Colour: 'Beige', Size: STOLE }, stock: 20 },
        ],
      })
      .expect(200);
    const product = saved.body.product as Product;
    maroonStole = product.variants.find((v) => v.label === `Maroon / ${STOLE}`)!._id;
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const LINES = () => [{ ...lineOf(shawl, 2), variant: maroonStole }, lineOf(muffler, 1), lineOf(blanket, 1)];
  /** A cash-on-delivery order of the three, with the code: a discount, the valley's delivery and paisa to round. */
  let codes = 0;
  const order = async (headers: Record<string, string>, withCode = true): Promise<Order> => {
    // A code of its own each time: a customer uses a code once.
    const code = `NEPALI-${++codes}`;
    if (withCode)
      await t.http
        .post('/api/v1/discounts')
        .set(bearer(t.adminToken))
        .send({ code, type: 'percent', value: 10 })
        .expect(201);
    const subtotal = 2 * 1_124_910 + 250_000 + 300_050;
    const goods = subtotal - (withCode ? discountPaisa('percent', 10, subtotal) : 0);
    const amount = paisaToRupees(payablePaisa(withDefaultDelivery(goods), true).amountPaisa);
    const res = await placeOrder(t, {
      amount,
      customer_info: CUSTOMER_INFO,
      products_details: LINES(),
      payment_method: 'cashOnDelivery',
      ...(withCode ? { discount_code: code } : {}),
    })
      .set(headers)
      .expect(201);
    return (res.body as CreateOrderResponse).order;
  };
  const read = async (id: string): Promise<Order> =>
    (await t.http.get(`/api/v1/orders/${id}`).set(bearer(t.customerToken)).expect(200)).body;
  const mailAbout = async (part: string): Promise<ReceivedMail> =>
    (await sink.waitFor((m) => m.subject.includes(part)))[0];
  const lineNamed = (o: Order, name: string) => o.products.find((line) => line.name === name)!;

  /** The receipt as the plain-text part lays it out: the lines, then the figures in their order. */
  function receiptPattern(o: Order, names: string[], language: Language): RegExp {
    const rupees = (n: number) => escape(formatAmount(n, language));
    const code = o.discount?.code ?? '';
    const words =
      language === 'ne'
        ? {
            subtotal: 'उप-जम्मा',
            discount: `छुट \\(${code}\\)`,
            delivery: 'डेलिभरी',
            rounding: 'नगद मिलान',
            total: 'जम्मा',
          }
        : {
            subtotal: 'Subtotal',
            discount: `Discount \\(${code}\\)`,
            delivery: 'Delivery',
            rounding: 'Rounding',
            total: 'Total',
          };
    const lines = [...o.products]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((line) => {
        const name = names[o.products.indexOf(line)];
        return `${escape(name)}\\s+${rupees(line.unitPrice)}\\s+${formatCount(line.quantity, language)}\\s+${rupees(orderLineTotal(line))}`;
      });
    const figures = [
      `${words.subtotal}\\s+${rupees(orderSubtotal(o.products))}`,
      ...(o.discount ? [`${words.discount}\\s+− ${rupees(o.discount.amount)}`] : []),
      // The district by its name in the e-mail's language.
      `${words.delivery} \\(${districtName(o.delivery!.district, language)}\\)\\s+(${rupees(o.delivery!.fee)}|Free|निःशुल्क)`,
      ...(o.cashRounding ? [`${words.rounding}\\s+−${rupees(o.cashRounding)}`] : []),
      `${words.total}\\s+${rupees(o.amount)}`,
    ];
    return new RegExp([...lines, ...figures].join('\\s+'));
  }

  it('keeps the Nepali name and label on the lines, beside the English, in the order and in My orders', async () => {
    const placed = await order(NEPALI);
    const read1 = await read(placed._id);
    const shawlLine = lineNamed(read1, shawl.name);
    expect(shawlLine).toMatchObject({
      name: shawl.name,
      nameNe: SHAWL_NE,
      variant: { _id: maroonStole, label: `Maroon / ${STOLE}`, labelNe: `मरुन / ${STOLE}` },
    });
    expect(lineNamed(read1, muffler.name)).toMatchObject({ nameNe: MUFFLER_NE, variant: null });
    expect(lineNamed(read1, blanket.name)).toMatchObject({ nameNe: null, variant: null });
    // The list (My orders) gives the same lines.
    const list: Order[] = (await t.http.get('/api/v1/orders').set(bearer(t.customerToken)).expect(200)).body;
    expect(list.find((o) => o._id === placed._id)!.products).toEqual(read1.products);

    // A later rename of the product leaves the order's Nepali name as it was ordered.
    await t.db.update(products).set({ nameNe: 'नयाँ नाम' }).where(eq(products.id, muffler.id));
    expect(lineNamed(await read(placed._id), muffler.name).nameNe).toBe(MUFFLER_NE);
    await t.db.update(products).set({ nameNe: MUFFLER_NE }).where(eq(products.id, muffler.id));
  });

  it('confirms in Nepali with the Nepali names, each line priced and totalled, then the figures in order', async () => {
    const placed = await order(NEPALI);
    const mail = await mailAbout(`#${toDevanagariDigits(placed.orderNumber)} पक्का भयो`);
    const names = placed.products.map((line) =>
      line.name === shawl.name
        ? `${SHAWL_NE} (मरुन / ${STOLE})`
        : line.name === muffler.name
          ? MUFFLER_NE
          : blanket.name,
    );
    expect(mail.text).toMatch(receiptPattern(placed, names, 'ne'));
    for (const name of names) expect(mail.html).toContain(name);
    // The HTML has the figures in the same order.
    const at = (text: string) => mail.html.indexOf(text);
    expect(at('उप-जम्मा')).toBeGreaterThan(at(formatAmount(orderLineTotal(placed.products[2]), 'ne')));
    expect(at(`छुट (${placed.discount!.code})`)).toBeGreaterThan(at('उप-जम्मा'));
    expect(at('नगद मिलान')).toBeGreaterThan(at(`छुट (${placed.discount!.code})`));
    expect(mail.html.lastIndexOf('जम्मा')).toBeGreaterThan(at('नगद मिलान'));

    // The shop's alert, in English, names the lines in English with the same figures.
    const alert = await mailAbout(`New order #${placed.orderNumber}:`);
    const english = placed.products.map((line) =>
      line.variant ? `${line.name} (${line.variant.label})` : line.name,
    );
    expect(alert.text).toMatch(receiptPattern(placed, english, 'en'));
    expect(alert.text).not.toContain(SHAWL_NE);
  });

  it('confirms in English with the English names and the same receipt', async () => {
    const placed = await order({}, false);
    const mail = await mailAbout(`Your Pashmina Shop order #${placed.orderNumber} is confirmed`);
    const english = placed.products.map((line) =>
      line.variant ? `${line.name} (${line.variant.label})` : line.name,
    );
    expect(mail.text).toMatch(receiptPattern(placed, english, 'en'));
    expect(mail.text).not.toMatch(/[\u0900-\u097F]/);
  });

  it('an order line kept without Nepali names (placed before them) reads in English on /ne and in the Nepali e-mails', async () => {
    const placed = await order(NEPALI);
    await t.db
      .update(orderLines)
      .set({ productNameNe: null, variantLabelNe: null })
      .where(eq(orderLines.orderId, placed._id));
    const before = await read(placed._id);
    expect(before.products.map((line) => line.nameNe)).toEqual([null, null, null]);
    expect(lineNamed(before, shawl.name).variant).toMatchObject({
      label: `Maroon / ${STOLE}`,
      labelNe: null,
    });

    // The delivered e-mail, in the account's Nepali, names them in English.
    await t.http
      .put(`/api/v1/orders/${placed._id}`)
      .set(bearer(t.adminToken))
      .send({ status: 'delivered' })
      .expect(200);
    const mail = await mailAbout(`#${toDevanagariDigits(placed.orderNumber)} डेलिभर भयो`);
    const english = before.products.map((line) =>
      line.variant ? `${line.name} (${line.variant.label})` : line.name,
    );
    expect(mail.text).toMatch(receiptPattern(before, english, 'ne'));
  });
});
