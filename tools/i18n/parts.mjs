// The Nepali catalog in parts (docs/architecture.md, "Texts in two languages"): a Nepali page downloads the messages
// of the frame and of its own page, not those of every page. A message's part is chosen by where it is written (the
// `#:` origins Lingui's extractor records), since a page's code lives in one folder: the eslint boundaries keep one
// storefront feature from importing another.
// - `core`: the shell, shared-ui and the storefront outside its features (the routes, the pages' frame), which every
//   page shows;
// - one part per storefront feature folder (`home`, `listing`, `product-detail`, `cart`, …), loaded with its page;
// - `customer-area`: the customer area's pages.
// A message written in core and elsewhere too is in core only; one written in two features is in both.

/** The part every Nepali page loads, before it first renders. */
export const CORE = 'core';
const CUSTOMER_AREA = 'customer-area';

/**
 * Folders of core's apps whose messages no landing page shows: each goes to the parts of the chunks that show them,
 * loaded with them, so that a Nepali page's first download holds only its frame's texts.
 * - `auth`: the shell's sign-in and password pages and the guard's refusals (features/auth/LazyPages.tsx, AuthGate's
 *   lazy screens); the guard's own 'Checking your login…' and the pages' fallback stay in core, shown before any chunk;
 * - `seo`: the pages' heads, which a move applies (the shell's head-sync chunk) and the search results' title;
 * - `toasts`: the toast host, a chunk of the shell's fetched with the first toast;
 * - `search`: the navbar search's dropdown, a chunk of the shell's fetched when the box is first used;
 * - shared-ui's panels are the customer area's (the admin's are English), but for an order's receipt, which the
 *   thank-you page (the checkout's part) shows too; its form fields are in the parts of the pages with a form: the
 *   sign-in pages, the cart's discount code, the checkout, the contact form, the account;
 * - shared-ui's widgets (no landing page's frame shows them): the breadcrumb's in the parts of the pages under one
 *   (the lists, the product page, the information pages), Prev/Next's in the lists' and the customer area's, the stock
 *   line's in the product page's.
 */
const FOLDER_PARTS = [
  [/^shell\/src\/features\/auth\/components\/(?!AuthGate\.|AuthPageFallback\.)/, ['auth']],
  [/^shared-ui\/src\/seo\//, ['seo']],
  [/^shell\/src\/features\/toasts\//, ['toasts']],
  [/^shell\/src\/features\/search\/components\/SearchDropdown\./, ['search']],
  [/^shared-ui\/src\/panels\/OrderReceipt\//, ['checkout', CUSTOMER_AREA]],
  [/^shared-ui\/src\/panels\//, [CUSTOMER_AREA]],
  [/^shared-ui\/src\/forms\//, ['auth', 'cart', 'checkout', 'contact', CUSTOMER_AREA]],
  [
    /^shared-ui\/src\/widgets\/Breadcrumb\//,
    ['about', 'contact', 'listing', 'product-detail', 'static-pages'],
  ],
  [/^shared-ui\/src\/widgets\/Pagination\//, ['listing', CUSTOMER_AREA]],
  [/^shared-ui\/src\/widgets\/StockStatus\//, ['product-detail']],
];

/**
 * The app's modules that bring together features of its own: each belongs to the part its page loads.
 * The cart's route shows the checkout beside the cart; its page loads `cart` and `checkout`.
 */
const PAGE_MODULES = new Map([['storefront/src/app/CartRoute.tsx', 'cart']]);

const FEATURE = /^storefront\/src\/features\/([^/]+)\//;

/**
 * The part of the catalog a message written in `file` (relative to the repository, with '/') goes to, or the parts
 * when it is shown by several pages' chunks (FOLDER_PARTS).
 */
export function partOfFile(file) {
  if (PAGE_MODULES.has(file)) return PAGE_MODULES.get(file);
  const folder = FOLDER_PARTS.find(([pattern]) => pattern.test(file));
  if (folder) return folder[1].length === 1 ? folder[1][0] : folder[1];
  const feature = FEATURE.exec(file);
  if (feature) return feature[1];
  if (file.startsWith('customer-area/')) return CUSTOMER_AREA;
  if (/^(?:shell|shared-ui|storefront)\//.test(file)) return CORE;
  // lingui.config.js extracts from those folders only: a new one needs its part decided here.
  throw new Error(`${file}: no part of the Nepali catalog is decided for this folder (tools/i18n/parts.mjs)`);
}

/** The parts a message goes to, from its origins ([file, line] pairs): core alone, or each page's that writes it. */
export function partsOf(origins) {
  const parts = [...new Set(origins.flatMap(([file]) => partOfFile(file)))].sort();
  return parts.includes(CORE) ? [CORE] : parts;
}

/**
 * Every part there is, whether or not it has messages yet, so that each page's part can always be loaded: core, the
 * customer area, and each storefront feature folder (`features`, their names).
 */
export function allParts(features) {
  const named = new Set([CORE, CUSTOMER_AREA, ...FOLDER_PARTS.flatMap(([, parts]) => parts), ...features]);
  return [...named].sort((a, b) => a.localeCompare(b));
}

/**
 * The catalog's messages shared out into parts: part → { id → compiled message }. `messages` maps an id to its
 * origins and compiled message; `parts` lists every part (allParts), each present even when empty.
 */
export function splitIntoParts(messages, parts) {
  const split = new Map(parts.map((part) => [part, {}]));
  for (const [id, { origin, compiled }] of messages) {
    for (const part of partsOf(origin)) {
      const catalog = split.get(part);
      if (!catalog) throw new Error(`${id}: its part ${part} is not among the catalog's parts`);
      catalog[id] = compiled;
    }
  }
  return split;
}

/** The file (without `.ts`) of a part, in shared-ui's camelCase: `product-detail` → `productDetail`. */
export function partFileName(part) {
  return part.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
}

/**
 * The module that loads each part, the runtime's index of them (shared-ui/src/i18n/runtime.ts): each part is a
 * chunk of its own named `catalog-ne-<part>`, the name the shop's server and bench/initial-js.mjs look for.
 */
export function partsIndexModule(parts) {
  const loaders = parts
    .map(
      (part) =>
        `  '${part}': () => import(/* webpackChunkName: "catalog-ne-${part}" */ './${partFileName(part)}'),`,
    )
    .join('\n');
  return (
    '// Written by `npm run i18n` (tools/i18n/catalogs.mjs): the parts of the Nepali catalog, each a chunk of its own.\n' +
    "import type { Messages } from '@lingui/core';\n\n" +
    `export const NEPALI_PARTS = {\n${loaders}\n} satisfies Record<string, () => Promise<{ messages: Messages }>>;\n\n` +
    "/** A part of the Nepali catalog: core (every page) or one page's (tools/i18n/parts.mjs). */\n" +
    'export type CatalogPart = keyof typeof NEPALI_PARTS;\n'
  );
}
