/** The shop's own contact details (footer, contact page). */
export const SHOP_INFO = {
  name: 'Pashmina Shop',
  /** Home's title: the shop's name and what it sells. */
  homeTitle: 'Pashmina Shop: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal',
  address: 'Thamel, Kathmandu, Nepal',
  phone: '+977 1-4701234',
  email: 'hello@pashminashop.com.np',
} as const;
