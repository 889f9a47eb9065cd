// The colours the shop can draw as a small dot (cards, the product page's colour buttons): common names a 'Colour'
// value may use, each with its swatch. A value the shop does not know gets no colour rather than a wrong one: the
// cards draw it as a neutral dot named by its value, the product page's buttons show its name alone.
import type { I18n } from '@lingui/core';
import { formatCount, isColourOption, type Language, type Product } from '@pashmina/contracts';

const SWATCHES: Readonly<Record<string, string>> = {
  maroon: '#6d1a26',
  burgundy: '#7a1f33',
  wine: '#5e1a2b',
  red: '#b3262e',
  rust: '#a84a24',
  orange: '#d9732b',
  mustard: '#c9a227',
  yellow: '#e3c440',
  gold: '#c6a04a',
  beige: '#d8c4a3',
  cream: '#efe6d2',
  ivory: '#f4eedf',
  camel: '#b08a5a',
  brown: '#6b4a32',
  chocolate: '#4a2f22',
  charcoal: '#3a3b3d',
  black: '#1c1c1c',
  white: '#fafafa',
  grey: '#8c8c8c',
  gray: '#8c8c8c',
  silver: '#b9bbbd',
  navy: '#1f2b4d',
  blue: '#2f5fa8',
  teal: '#1f6f6f',
  turquoise: '#3aa6a0',
  green: '#3f7a45',
  olive: '#6b6b32',
  pink: '#e29bb0',
  rose: '#c9737f',
  magenta: '#b3317a',
  purple: '#62357a',
  lavender: '#b3a3d1',
};

/** The swatch of a colour's name ('Maroon', 'Dark Grey': its last word counts), or null when the shop knows none. */
export function swatchOf(value: string): string | null {
  const name = value.trim().toLowerCase();
  if (SWATCHES[name]) return SWATCHES[name];
  const last = name.split(/\s+/).pop() ?? '';
  return SWATCHES[last] ?? null;
}

/** The values of the product's colour option ('Colour' or 'Color'), in the admin's order; [] without one. */
export function colourValuesOf(product: Partial<Pick<Product, 'options'>>): string[] {
  return product.options?.find((option) => isColourOption(option.name))?.values ?? [];
}

/** '3 colours', '1 colour'; on a Nepali page '३ रङ'. */
export const colourCount = (i18n: I18n, language: Language, count: number) =>
  i18n._({
    id: 'product.card.colours',
    message: '{count, plural, one {{n} colour} other {{n} colours}}',
    values: { count, n: formatCount(count, language) },
  });
