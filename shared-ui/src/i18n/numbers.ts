// Amounts, counts and names in a page's language, with the contracts' one formatter (the same on the shop's server,
// in the browser and in the API's e-mails): 'Rs. 12,34,500' or 'रु १२,३४,५००', '3' or '३'. Dates, which only the
// signed-in panels show, are written by panels/dates.ts, so the Bikram Sambat calendar is no shopper's download.
import { formatAmount, formatCount } from '@pashmina/contracts';
import type { Language } from './language';

export { formatAmount, formatCount };

/** A product's name in `language`: its Nepali one on a Nepali page when it has one, else its own. */
export function productNameIn(
  product: { productName: string; productNameNe?: string | null },
  language: Language,
): string {
  return (language === 'ne' && product.productNameNe?.trim()) || product.productName;
}

/** A product's description in `language`: its Nepali one on a Nepali page when it has one, else its own. */
export function productDescriptionIn(
  product: { description: string; descriptionNe?: string | null },
  language: Language,
): string {
  return (language === 'ne' && product.descriptionNe?.trim()) || product.description;
}

/** A product's Nepali name, or null: what a cart line keeps of it. */
export function nepaliNameOf(product: { productNameNe?: string | null }): string | null {
  return product.productNameNe?.trim() || null;
}
