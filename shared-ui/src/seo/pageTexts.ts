import { RETURN_WINDOW_DAYS, SEARCH_TEXT_MAX } from '@pashmina/contracts';
import type { I18n } from '@lingui/core';
import { formatCount, languageOf, SHOP_INFO } from '@pashmina/shared-ui';

/** The home page's title: the shop's name and what it sells. */
export const HOME_TITLE = SHOP_INFO.homeTitle;

/** The shop's own description: home's, and any page's that has none of its own. */
export const SHOP_DESCRIPTION =
  'Pure pashmina shawls, mufflers, ponchos and blankets for women and men, handmade in Nepal.';

/** A page's full title: 'Royal Maroon Shawl | Pashmina Shop', or the shop's name alone. */
export function fullTitle(title?: string | null): string {
  return title ? `${title} | ${SHOP_INFO.name}` : SHOP_INFO.name;
}

/** The public pages' own titles (as their headings say) and descriptions. */
export const PAGE_TEXTS = {
  women: {
    title: "Women's Collection",
    description:
      'Pashmina shawls, mufflers, ponchos and blankets for women, handmade in Nepal: filter by kind and price.',
  },
  men: {
    title: "Men's Collection",
    description:
      'Pashmina shawls, mufflers and blankets for men, handmade in Nepal: filter by kind and price.',
  },
  newArrivals: {
    title: 'New Arrivals',
    description:
      'The newest pashmina shawls, mufflers, ponchos and blankets in the Pashmina Shop, handmade in Nepal.',
  },
  bestsellers: {
    title: 'Best Sellers',
    description:
      'The pashmina shawls, mufflers, ponchos and blankets our customers buy most, handmade in Nepal.',
  },
  aboutUs: {
    title: 'About Us',
    description: `Who we are: a family pashmina business in ${SHOP_INFO.address}, and how our shawls are made.`,
  },
  returnAndExchange: {
    title: 'Return and Exchange',
    description: `How to return or exchange an item from the Pashmina Shop within ${RETURN_WINDOW_DAYS} days.`,
  },
  contactUs: {
    title: 'Contact Us',
    description: `Write to the Pashmina Shop, call ${SHOP_INFO.phone} or visit us in ${SHOP_INFO.address}.`,
  },
  notFound: { title: 'Page not found', description: SHOP_DESCRIPTION },
} as const;

export type PageTextName = keyof typeof PAGE_TEXTS;

/** The page texts, home's title and the shop's description in `i18n`'s language (PAGE_TEXTS are the English). */
export function pageTextsIn(i18n: I18n) {
  const { address, phone } = SHOP_INFO;
  return {
    homeTitle: i18n._({
      id: 'seo.home.title',
      message: 'Pashmina Shop: handmade pashmina shawls, mufflers, ponchos and blankets from Nepal',
    }),
    shopDescription: i18n._({
      id: 'seo.shop.description',
      message: 'Pure pashmina shawls, mufflers, ponchos and blankets for women and men, handmade in Nepal.',
    }),
    pages: {
      women: {
        title: i18n._({ id: 'collection.women.title', message: "Women's Collection" }),
        description: i18n._({
          id: 'seo.women.description',
          message:
            'Pashmina shawls, mufflers, ponchos and blankets for women, handmade in Nepal: filter by kind and price.',
        }),
      },
      men: {
        title: i18n._({ id: 'collection.men.title', message: "Men's Collection" }),
        description: i18n._({
          id: 'seo.men.description',
          message:
            'Pashmina shawls, mufflers and blankets for men, handmade in Nepal: filter by kind and price.',
        }),
      },
      newArrivals: {
        title: i18n._({ id: 'collection.newArrivals.title', message: 'New Arrivals' }),
        description: i18n._({
          id: 'seo.newArrivals.description',
          message:
            'The newest pashmina shawls, mufflers, ponchos and blankets in the Pashmina Shop, handmade in Nepal.',
        }),
      },
      bestsellers: {
        title: i18n._({ id: 'collection.bestsellers.title', message: 'Best Sellers' }),
        description: i18n._({
          id: 'seo.bestsellers.description',
          message:
            'The pashmina shawls, mufflers, ponchos and blankets our customers buy most, handmade in Nepal.',
        }),
      },
      aboutUs: {
        title: i18n._({ id: 'page.aboutUs.title', message: 'About Us' }),
        description: i18n._({
          id: 'seo.aboutUs.description',
          message: 'Who we are: a family pashmina business in {address}, and how our shawls are made.',
          values: { address },
        }),
      },
      returnAndExchange: {
        title: i18n._({ id: 'page.returnAndExchange.title', message: 'Return and Exchange' }),
        description: i18n._({
          id: 'seo.returnAndExchange.description',
          message: 'How to return or exchange an item from the Pashmina Shop within {days} days.',
          values: { days: formatCount(RETURN_WINDOW_DAYS, languageOf(i18n)) },
        }),
      },
      contactUs: {
        title: i18n._({ id: 'page.contactUs.title', message: 'Contact Us' }),
        description: i18n._({
          id: 'seo.contactUs.description',
          message: 'Write to the Pashmina Shop, call {phone} or visit us in {address}.',
          values: { phone, address },
        }),
      },
      notFound: {
        title: i18n._({ id: 'page.notFound.title', message: 'Page not found' }),
        description: i18n._({
          id: 'seo.shop.description',
          message:
            'Pure pashmina shawls, mufflers, ponchos and blankets for women and men, handmade in Nepal.',
        }),
      },
    } satisfies Record<PageTextName, { title: string; description: string }>,
  };
}

/** The search's text as the results page reads it from `?q=`: trimmed, and no longer than the search takes. */
export function searchText(q: string): string {
  return q.trim().slice(0, SEARCH_TEXT_MAX).trim();
}

/** The results page's heading and title: 'Search results for "red shawl"', or 'Search' before anything is searched. */
export function searchTitle(text: string, i18n?: I18n): string {
  if (!i18n) return text ? `Search results for "${text}"` : 'Search';
  return text
    ? i18n._({ id: 'search.results.title', message: 'Search results for "{text}"', values: { text } })
    : i18n._({ id: 'search.title', message: 'Search' });
}

/** A product's description for <meta name="description">: one line, cut at a word to at most `max` characters. */
export function shortDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  let end = atWord > 0 ? atWord : cut.length;
  while (end > 0 && ' ,;:.'.includes(cut[end - 1])) end--;
  return `${cut.slice(0, end)}…`;
}
