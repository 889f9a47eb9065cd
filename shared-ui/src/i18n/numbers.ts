// Amounts, counts and dates in a page's language, with the contracts' one formatter (the same on the shop's server,
// in the browser and in the API's e-mails): 'Rs. 12,34,500' or 'रु १२,३४,५००', '3' or '३', and a date in Bikram
// Sambat ('२०८३ मंसिर ११') with its Gregorian day for a `title`.
import { formatAmount, formatBikramSambat, formatCount, nepalDay } from '@pashmina/contracts';
import type { Language } from './language';

export { formatAmount, formatCount };

/** A date as a page in `language` shows it: its text, and on a Nepali page the Gregorian day in a `title`. */
export function dateIn(
  iso: string,
  language: Language,
  english: (iso: string) => string,
): { text: string; title?: string } {
  if (language === 'en') return { text: english(iso) };
  const day = nepalDay(iso);
  return day ? { text: formatBikramSambat(iso), title: english(iso) } : { text: formatBikramSambat(iso) };
}

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
