import { expect, type APIRequestContext } from '@playwright/test';
import {
  DEFAULT_DELIVERY_ZONES,
  deliveryFeePaisa,
  payableRupees,
  rupeesToPaisa,
  type AdminOrderStatus,
  type CreateOrderRequest,
  type LoginResponse,
  type Order,
  type Product,
} from '../../api/src/contracts';
import type { Page } from '@playwright/test';
import { bearer, logInAsAdmin } from './accounts';
import { isPlain, listProducts } from './api';

/** The district the tests' orders go to when the customer has none: inside the Kathmandu valley. */
export const TEST_DISTRICT = 'Kathmandu';

/** The order's delivery details, as the checkout fills them from the customer's account. */
export function customerInfoOf(session: LoginResponse): CreateOrderRequest['customer_info'] {
  const { name, email, phone, address } = session.user;
  return { name, email, phone, address, district: session.user.district || TEST_DISTRICT };
}

/** Goods (rupees, after any discount) plus what a new shop charges to deliver them inside the valley. */
export function withValleyDelivery(goods: number): number {
  const [valley] = DEFAULT_DELIVERY_ZONES;
  const goodsPaisa = rupeesToPaisa(goods);
  const fee = deliveryFeePaisa(
    { feePaisa: rupeesToPaisa(valley.fee), freeFromPaisa: rupeesToPaisa(valley.freeFrom) },
    goodsPaisa,
  );
  return (goodsPaisa + fee) / 100;
}

/** Chooses the district in the cart's billing details (a customer without one in the profile must). */
export async function chooseDistrict(page: Page, district = TEST_DISTRICT) {
  await page.getByRole('combobox', { name: 'District' }).selectOption(district);
}

/** Places `count` cash-on-delivery orders of one unit each, spread over the catalog's well-stocked products. */
export async function placeCashOrders(request: APIRequestContext, session: LoginResponse, count: number) {
  const products = (await listProducts(request, { inStock: 'true' })).filter(
    (p) => p.stock >= 5 && isPlain(p),
  );
  const placed: Order[] = [];
  for (let i = 0; i < count; i++) {
    const product = products[(i * 3) % products.length];
    const payload: CreateOrderRequest = {
      // Cash is paid in whole rupees: the goods with their delivery, rounded down.
      amount: payableRupees(withValleyDelivery(product.salePrice), true).amount,
      customer_info: customerInfoOf(session),
      products_details: [{ identity: product._id, quantity: 1 }],
      payment_method: 'cashOnDelivery',
    };
    const response = await request.post('/api/v1/create-orders', {
      data: payload,
      headers: bearer(session.token),
    });
    expect(response.status()).toBe(201);
    placed.push(((await response.json()) as { order: Order }).order);
  }
  return placed;
}

/** Sets each order's status as the owner would from the orders page. */
export async function setOrderStatus(request: APIRequestContext, orders: Order[], status: AdminOrderStatus) {
  const admin = await logInAsAdmin(request);
  for (const order of orders) {
    const response = await request.put(`/api/v1/orders/${order._id}`, {
      data: { status },
      headers: bearer(admin.token),
    });
    expect(response.ok()).toBe(true);
  }
}

/**
 * How a receipt's header and lines read (useInnerText, a row's cells one space apart): at 1280 px four columns; on a
 * phone two, each line's unit price and quantity under its name.
 */
export const receiptHead = (phone: boolean) => (phone ? 'Product Amount' : 'Product Unit price Qty Amount');
export const receiptLine = (phone: boolean, name: string, unit: string, quantity: string, amount: string) =>
  phone ? `${name} ${unit} × ${quantity} ${amount}` : `${name} ${unit} ${quantity} ${amount}`;

/** A plain product with 5 or more in stock (the `skip`th of them), so that tests running at once each buy another. */
export async function inStockProduct(request: APIRequestContext, skip = 0): Promise<Product> {
  const products = (await listProducts(request, { inStock: 'true' })).filter(
    (p) => p.stock >= 5 && isPlain(p),
  );
  const product = products[skip % products.length];
  if (!product) throw new Error('the seed has no product with 5 or more in stock');
  return product;
}

/** Adds the product from its page: the cart opens with its row. */
export async function addToCart(page: Page, product: Product) {
  await page.goto(`/SingleProducts/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/i);
  await expect(page.getByRole('row', { name: new RegExp(product.productName) })).toBeVisible();
}
