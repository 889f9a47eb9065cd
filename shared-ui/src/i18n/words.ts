// The catalog's own words (a product's kind, whom it is for) as a page in its language names them. The API keeps them
// in English ('shawl', 'women'): they are values, not texts.
import type { I18n } from '@lingui/core';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Shawl', 'सल': a product's kind. */
export function categoryName(i18n: I18n, category: string): string {
  switch (category) {
    case 'shawl':
      return i18n._({ id: 'category.shawl', message: 'Shawl' });
    case 'muffler':
      return i18n._({ id: 'category.muffler', message: 'Muffler' });
    case 'poncho':
      return i18n._({ id: 'category.poncho', message: 'Poncho' });
    case 'blanket':
      return i18n._({ id: 'category.blanket', message: 'Blanket' });
    default:
      return capitalise(category);
  }
}

/** 'Women', 'महिला': whom a product is for. */
export function genderName(i18n: I18n, gender: string): string {
  switch (gender) {
    case 'women':
      return i18n._({ id: 'product.gender.women', message: 'Women' });
    case 'men':
      return i18n._({ id: 'product.gender.men', message: 'Men' });
    default:
      return capitalise(gender);
  }
}

/**
 * A card's line of whom and what a product is for: "Women's shawl" in English (as the shop has always written it),
 * 'महिलाको सल' in Nepali.
 */
export function categoryLine(i18n: I18n, gender: string | undefined, category: string): string {
  if (i18n.locale !== 'ne') return [gender && `${capitalise(gender)}'s`, category].filter(Boolean).join(' ');
  const kind = categoryName(i18n, category);
  if (gender === 'women')
    return i18n._({ id: 'product.card.women', message: "Women's {kind}", values: { kind } });
  if (gender === 'men') return i18n._({ id: 'product.card.men', message: "Men's {kind}", values: { kind } });
  return kind;
}
