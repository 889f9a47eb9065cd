import { SHOP_CONTACT } from '@pashmina/contracts';

/** The shop's own contact details (footer, contact page); the API's e-mails end with the same (SHOP_CONTACT). */
export const SHOP_INFO = {
  name: 'Pashmina Shop',
  /** Home's title: the shop's name and what it sells. */
  homeTitle: 'Pashmina Shop: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal',
  ...SHOP_CONTACT,
} as const;
