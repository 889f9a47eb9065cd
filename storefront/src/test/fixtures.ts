import type { Order, Product } from '@pashmina/contracts';

let seq = 0;

/** A product as the API sends it; override what the test cares about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  seq += 1;
  const id = overrides._id ?? `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const price = overrides.price ?? 6000;
  const discount = overrides.discount ?? 0;
  return {
    _id: id,
    productName: `Pashmina Shawl ${seq}`,
    productImg: `/uploads/${id}-detail.webp`,
    productThumb: `/uploads/${id}-card.webp`,
    description: 'Pure pashmina, handwoven in Nepal.',
    price,
    discount,
    salePrice: Math.round((price - (price * discount) / 100) * 100) / 100,
    stock: 12,
    lowStockAt: 2,
    featured: false,
    generalCategory: 'shawl',
    genderCategory: 'women',
    composition: '100% pashmina',
    size: '200 x 70 cm',
    weight: '180 g',
    quantitySold: 0,
    isNewArrival: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    options: [],
    variants: [],
    ...overrides,
  };
}

/** A reply for GET /api/v1/product: the array plus the total headers. */
export function listReply(products: Product[], total = products.length) {
  const maxPrice = products.reduce((m, p) => Math.max(m, p.salePrice), 0);
  return { body: products, headers: { 'X-Total-Count': String(total), 'X-Max-Price': String(maxPrice) } };
}

/** An order as the checkout's 201 and GET /api/v1/orders/{id} return it: a cash order of nothing, unless told. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    orderNumber: 1014,
    status: 'cash on delivery',
    amount: 10000,
    discount: null,
    cashRounding: 0,
    delivery: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    products: [],
    customer_information: { name: 'Sita Sharma', email: 'sita@pashmina.test', phone: '9841234567' },
    address: 'Jhamsikhel, Lalitpur',
    payment_method: 'cash',
    transaction_code: null,
    refunded: 0,
    ...overrides,
  };
}
