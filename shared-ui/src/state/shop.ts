/** The shop's own contact details (footer, contact page). */
export const SHOP_INFO = {
  name: 'Pashmina Shop',
  address: 'Thamel, Kathmandu, Nepal',
  phone: '+977 1-4701234',
  email: 'hello@pashminashop.com.np',
} as const;
