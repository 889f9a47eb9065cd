// Products: categories, the bounds and messages of the product form, and the defaults of a new product.
import { withThousands } from './money';

export const GENERAL_CATEGORIES = ['shawl', 'muffler', 'poncho', 'blanket'] as const;
export type GeneralCategory = (typeof GENERAL_CATEGORIES)[number];

export const GENDER_CATEGORIES = ['men', 'women'] as const;
export type GenderCategory = (typeof GENDER_CATEGORIES)[number];

/** `rating`: the highest average of approved reviews first, more reviews first among equal averages (issue 54). */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'best-selling', 'name', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A best seller (and a top seller on the admin dashboard) has sold at least this many units. */
export const BEST_SELLER_THRESHOLD = 5;
/** Stock under this is shown in red, and listed as low stock to the admins. */
export const LOW_STOCK_THRESHOLD = 5;

/** The longest search text a product list accepts (`text`: the navbar's search and the list filter). */
export const SEARCH_TEXT_MAX = 100;

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** Composition, weight and size. */
export const PRODUCT_DETAIL_MAX = 200;
export const MIN_PRICE_RUPEES = 1;
/**
 * The database computes the sale price as price_paisa × (100 − discount) in a 32-bit integer
 * (see DB_INTEGER_MAX): Rs. 200,000 is 20,000,000 paisa, and × 100 still fits. Rs. 10,000,000 did not.
 */
export const MAX_PRICE_RUPEES = 200_000;
export const MAX_DISCOUNT_PERCENT = 100;
export const MAX_STOCK = 1_000_000;

export const PRODUCT_PRICE_MESSAGE = `Price must be from Rs. ${MIN_PRICE_RUPEES} to Rs. ${withThousands(MAX_PRICE_RUPEES)}, with at most 2 decimals`;
export const PRODUCT_DISCOUNT_MESSAGE = `Discount must be a whole percent from 0 to ${MAX_DISCOUNT_PERCENT}`;
/** The storefront's price filter (`minPrice`, `maxPrice`): a number of rupees, at most MAX_PRICE_RUPEES (no sale price is above it). */
export const priceFilterMessage = (field: 'minPrice' | 'maxPrice') =>
  `${field} must be a number of rupees, 0 or more`;
export const priceFilterTooLargeMessage = (field: 'minPrice' | 'maxPrice') =>
  `${field} must be at most ${withThousands(MAX_PRICE_RUPEES)} rupees, the highest price a product can have`;
export const PRODUCT_STOCK_MESSAGE = `Stock must be a whole number from 0 to ${withThousands(MAX_STOCK)}`;
export const PRODUCT_NAME_MESSAGE = `Product name is required (at most ${PRODUCT_NAME_MAX} characters)`;
export const PRODUCT_DESCRIPTION_MESSAGE = `Description is required (at most ${PRODUCT_DESCRIPTION_MAX} characters)`;
/** The optional Nepali name and description: the English ones' bounds. */
export const PRODUCT_NAME_NE_MESSAGE = `Product name (Nepali) must be text of at most ${PRODUCT_NAME_MAX} characters`;
export const PRODUCT_DESCRIPTION_NE_MESSAGE = `Description (Nepali) must be text of at most ${PRODUCT_DESCRIPTION_MAX} characters`;
export const GENERAL_CATEGORY_MESSAGE = `General category must be one of ${GENERAL_CATEGORIES.join(', ')}`;
export const GENDER_CATEGORY_MESSAGE = `Gender category must be one of ${GENDER_CATEGORIES.join(', ')}`;
export const productDetailMessage = (field: 'Composition' | 'Weight' | 'Size') =>
  `${field} must be text of at most ${PRODUCT_DETAIL_MAX} characters`;

/** What the Add Products form starts with. */
export const NEW_PRODUCT_DEFAULTS = {
  generalCategory: 'shawl',
  genderCategory: 'men',
  stock: 1,
  featured: false,
  discount: 0,
} as const satisfies {
  generalCategory: GeneralCategory;
  genderCategory: GenderCategory;
  stock: number;
  featured: boolean;
  discount: number;
};

/** A product's picture: its size limit, the formats the server decodes, and why one is refused. */
export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_REQUIRED_MESSAGE = 'Product image is required';
export const PRODUCT_IMAGE_FORMAT_MESSAGE = 'Product image must be a JPEG, PNG or WebP picture';
export const PRODUCT_IMAGE_TOO_LARGE_MESSAGE = 'Image is too large (5 MB at most)';

// The admin's product screens: the spec's toasts, spelling included.
export const PRODUCT_CREATED_MESSAGE = 'Product created sucessfully';
export const PRODUCT_CREATE_FAILED_MESSAGE = 'Fail to create product';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated sucessfully';
export const PRODUCT_DELETED_MESSAGE = 'product deleted successfully';
export const PRODUCT_DELETE_FAILED_MESSAGE = 'error deleting';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
