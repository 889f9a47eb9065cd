import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '../../contracts';
import {
  API_CATALOGS,
  API_MESSAGES,
  type ApiMessageId,
  englishMessageIn,
  englishOf,
  idOfEnglish,
  messageIn,
  placeholdersOf,
  placeholdersOfId,
} from '../../contracts';
import { STATUS_CODES } from '../filters/error-codes';

// Every message a shopper can read from the API has an id (its code, docs/api.md) and its Nepali in the catalog by
// id (docs/rules.md, Languages). A message is found where it is written: the contracts' *_MESSAGE constants and
// *Message functions, and the API's own sources (a validator's `message:`, an exception's text, a sentence in a
// constant). Each is either one of the API's messages or named below as English only: the admin's (the admin panel
// stays English) and those only a program calling the API wrongly can get. A new message fails here until it is one
// or the other.

/** Contracts' messages that only the admin panel shows. */
const ADMIN_CONTRACT_MESSAGES = new Set([
  // Shipping, couriers, the texts' log and the shop's settings (issue 53): the admin's screens.
  'COURIER_UNKNOWN_MESSAGE',
  'NOT_SHIPPABLE_MESSAGE',
  'SHIPPED_NOT_CANCELLABLE_MESSAGE',
  'SHIPPED_ONLY_DELIVERED_MESSAGE',
  'TRACKING_NUMBER_MESSAGE',
  'CONTACT_LINE_MESSAGE',
  'COURIER_DELETED_MESSAGE',
  'COURIER_HAS_ORDERS_MESSAGE',
  'COURIER_NAME_MESSAGE',
  'COURIER_NAME_TAKEN_MESSAGE',
  'COURIER_NOT_FOUND_MESSAGE',
  'COURIER_SAVED_MESSAGE',
  'COURIER_URL_MESSAGE',
  'PHONE_CODE_NOT_RESENT_MESSAGE',
  'SETTINGS_SAVED_MESSAGE',
  'TEXT_MESSAGE_NOT_FOUND_MESSAGE',
  'TEXT_MESSAGE_RESENT_MESSAGE',
  'DELIVERY_CASH_MESSAGE',
  'DELIVERY_DAYS_MESSAGE',
  'DELIVERY_DISTRICTS_MESSAGE',
  'DELIVERY_FEE_MESSAGE',
  'DELIVERY_FREE_FROM_MESSAGE',
  'DELIVERY_ZONE_CREATED_MESSAGE',
  'DELIVERY_ZONE_DELETED_MESSAGE',
  'DELIVERY_ZONE_DUPLICATE_MESSAGE',
  'DELIVERY_ZONE_NAME_MESSAGE',
  'DELIVERY_ZONE_NOT_EMPTY_MESSAGE',
  'DELIVERY_ZONE_NOT_FOUND_MESSAGE',
  'DELIVERY_ZONE_UPDATED_MESSAGE',
  'DISCOUNT_ACTIVE_MESSAGE',
  'DISCOUNT_CODE_MESSAGE',
  'DISCOUNT_CREATED_MESSAGE',
  'DISCOUNT_DATES_ORDER_MESSAGE',
  'DISCOUNT_DELETED_MESSAGE',
  'DISCOUNT_DUPLICATE_MESSAGE',
  'DISCOUNT_FIXED_MESSAGE',
  'DISCOUNT_MIN_SUBTOTAL_MESSAGE',
  'DISCOUNT_NOT_FOUND_MESSAGE',
  'DISCOUNT_PERCENT_MESSAGE',
  'DISCOUNT_PER_CUSTOMER_MESSAGE',
  'DISCOUNT_TYPE_MESSAGE',
  'DISCOUNT_UPDATED_MESSAGE',
  'DISCOUNT_USAGE_LIMIT_MESSAGE',
  'DISCOUNT_USED_DELETE_MESSAGE',
  'DISCOUNT_VALUE_MESSAGE',
  'EMAIL_NOT_FOUND_MESSAGE',
  'EMAIL_RESENT_MESSAGE',
  'FEEDBACK_DELETED_MESSAGE',
  // The stock ledger's (issue 55): the admin's and staff's product screen.
  'CHOOSE_VARIANT_TO_ADJUST_MESSAGE',
  'LOW_STOCK_AT_MESSAGE',
  'STOCK_BELOW_ZERO_MESSAGE',
  'STOCK_CHANGE_MESSAGE',
  'STOCK_NOTE_MESSAGE',
  'FEEDBACK_UPDATED_MESSAGE',
  'GENDER_CATEGORY_MESSAGE',
  'GENERAL_CATEGORY_MESSAGE',
  'NOTHING_LEFT_TO_REFUND_MESSAGE',
  'NO_PAYMENT_TO_REFUND_MESSAGE',
  'ORDER_FINAL_MESSAGE',
  'ORDER_UPDATED_MESSAGE',
  'PAID_ORDER_NOT_CANCELLABLE_MESSAGE',
  'PASSWORD_RESET_NOT_RESENT_MESSAGE',
  'PRODUCT_CREATED_MESSAGE',
  'PRODUCT_CREATE_FAILED_MESSAGE',
  'PRODUCT_DELETED_MESSAGE',
  'PRODUCT_DELETE_FAILED_MESSAGE',
  'PRODUCT_DESCRIPTION_MESSAGE',
  'PRODUCT_DESCRIPTION_NE_MESSAGE',
  'PRODUCT_DISCOUNT_MESSAGE',
  'PRODUCT_IMAGE_FORMAT_MESSAGE',
  'PRODUCT_IMAGE_REQUIRED_MESSAGE',
  'PRODUCT_IMAGE_TOO_LARGE_MESSAGE',
  'PRODUCT_NAME_MESSAGE',
  'PRODUCT_NAME_NE_MESSAGE',
  'PRODUCT_PRICE_MESSAGE',
  'PRODUCT_STOCK_MESSAGE',
  'PRODUCT_UPDATED_MESSAGE',
  'REFUND_AMOUNT_MESSAGE',
  'REFUND_IN_PROGRESS_MESSAGE',
  'REFUND_NOT_FOUND_MESSAGE',
  'REFUND_REASON_MESSAGE',
  'RESTOCK_MESSAGE',
  'RETURN_NOT_FOUND_MESSAGE',
  'RETURN_NOT_REFUNDED_YET_MESSAGE',
  'USER_DELETED_MESSAGE',
  'USER_UPDATED_MESSAGE',
  'discountDateMessage',
  'discountValueMessage',
  'discountUsageBelowUsedMessage',
  'productDetailMessage',
  'refundAtMostMessage',
  'restockAtMostMessage',
  // The admin's order screens: a status move and a refund's outcome recorded by hand.
  'KHALTI_ORDER_NOT_CASH_MESSAGE',
  'REFUND_NOT_TO_CHECK_MESSAGE',
  'REFUND_OUTCOME_MESSAGE',
  'returnChangeRefusedMessage',
  'unknownDistrictMessage',
  // PUT /api/v1/product/{id}/variants and a variant's picture: the product form's 'Options and stock'.
  'OPTIONS_TOO_MANY_MESSAGE',
  'OPTION_NAME_MESSAGE',
  'OPTIONS_NEED_VARIANTS_MESSAGE',
  'VARIANTS_TOO_MANY_MESSAGE',
  'VARIANTS_NEED_OPTIONS_MESSAGE',
  'VARIANT_STOCK_MESSAGE',
  'VARIANT_SKU_MESSAGE',
  'VARIANT_NOT_OF_PRODUCT_MESSAGE',
  'VARIANT_NOT_FOUND_MESSAGE',
  'VARIANTS_SAVED_MESSAGE',
  'VARIANT_IMAGE_SAVED_MESSAGE',
  'VARIANT_IMAGE_REMOVED_MESSAGE',
  'optionNameTakenMessage',
  'optionValuesMessage',
  'OPTION_NAME_NE_MESSAGE',
  'optionValuesNeMessage',
  'optionValueTakenMessage',
  'variantOptionsMessage',
  'variantTwiceMessage',
  'variantSkuTakenMessage',
  // The admin's 'Reviews' screen.
  'REVIEW_REPLY_MESSAGE',
  'REVIEW_DECISION_MESSAGE',
  // The price filter's bounds: the storefront's filter never sends a price out of them.
  'priceFilterMessage',
  'priceFilterTooLargeMessage',
]);

/** The contracts' message functions a shopper can get: the English of a message with values, by its id. */
const SHOPPER_MESSAGE_FUNCTIONS: Record<string, ApiMessageId> = {
  cashOnDeliveryUnavailableMessage: 'COD_NOT_AVAILABLE',
  discountMinSubtotalMessage: 'DISCOUNT_MIN_SUBTOTAL',
  returnAtMostMessage: 'RETURN_TOO_MANY',
  chooseOptionsMessage: 'OPTIONS_REQUIRED',
  wrongVariantMessage: 'VARIANT_NOT_OF_PRODUCT',
};

/**
 * Messages of the API's own sources that are English only, as a sample of their text reads (a `${…}` that is not a
 * contracts' constant reads 7): the admin's, the operators', and those of requests no page of the shop makes.
 */
const ENGLISH_ONLY_SOURCE_MESSAGES = new Set([
  // The admin's.
  'verifyPhoneForCashOnDelivery must be true or false',
  'User not found',
  'variant must be a variant id',
  'Feedback not found',
  'isFeatured must be true or false',
  'Featured must be true or false',
  `Role must be 0 (customer), 1 (admin) or 2 (staff)`,
  `Status must be one of ${contracts.ADMIN_ORDER_STATUSES.join(', ')}`,
  `Status must be one of ${contracts.RETURN_STATUSES.join(', ')}`,
  `Note must be at most ${contracts.RETURN_NOTE_MAX} characters long`,
  `status must be one of ${contracts.ORDER_STATUSES.join(', ')}`,
  `payment_method must be one of ${contracts.PAYMENT_METHODS.join(', ')}`,
  `status must be one of ${contracts.EMAIL_STATUSES.join(', ')}`,
  `status must be one of ${contracts.RETURN_STATUSES.join(', ')}`,
  'identity must be a product id',
  'options must be a list of options ({ name, values })',
  'variants must be a list of variants ({ options, stock, sku })',
  'Another instance is taking a backup right now. Please try again in a minute.',
  // The operators': the sitemap's files, readiness, the sandboxes, the pictures' bucket, the docs.
  'Sitemap file not found',
  'Not ready: 7',
  'Pictures are unavailable for a moment. Please try again.',
  'The sandbox and the API docs answer only on the machine the shop runs on',
  'Non-error thrown: 7',
  // Khalti's words and the payments' own reasons, kept in the payments' records, never a shopper's message.
  'Transaction refund successful.',
  'Amount mismatch',
  // Requests no page of the shop makes: a program calling the API wrongly reads these.
  'Unknown field: 7',
  'Every cart line needs a valid product id (identity)',
  `language must be one of ${contracts.LANGUAGES.join(', ')}`,
  'Product name must be text',
  'Product name is too long',
  'Prices must be numbers',
  'page must be a whole number, 1 or more',
  `limit must be a whole number from 1 to ${contracts.MAX_PAGE_SIZE}`,
  'page must be at most 7',
  'q must be a string',
  'q must be at most 7 characters',
  'text must be a string',
  `text must be at most ${contracts.SEARCH_TEXT_MAX} characters`,
  `generalCategory must be one of ${contracts.GENERAL_CATEGORIES.join(', ')}`,
  `genderCategory must be one of ${contracts.GENDER_CATEGORIES.join(', ')}`,
  'featured must be true or false',
  'inStock must be true or false',
  'newArrival must be true or false',
  'bestSeller must be true or false',
  'exclude must be a product id',
  `sort must be one of ${contracts.PRODUCT_SORTS.join(', ')}`,
  `status must be one of ${contracts.REVIEW_STATUSES.join(', ')}`,
  `sort must be one of ${contracts.REVIEW_SORTS.join(', ')}`,
  'rating must be a whole number from 1 to 5',
]);

const SRC = path.resolve(__dirname, '../..');
// The contracts are read by their exports above; the sandboxes (Khalti's and the mailbox) answer in their own words,
// and the seed's texts are data.
const SKIPPED = ['contracts', 'payments/sandbox', 'mail/mailbox', 'seed'].map((dir) => path.join(SRC, dir));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.includes(file) ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** A `${…}` of a message as it reads: a contracts' constant (or its list joined), else 7. */
function sampleOf(expression: string): string {
  const joined = /^([A-Z][A-Z0-9_]*)\.join\('([^']*)'\)$/.exec(expression.trim());
  const exported = contracts as unknown as Record<string, unknown>;
  if (joined && Array.isArray(exported[joined[1]])) return (exported[joined[1]] as unknown[]).join(joined[2]);
  const value = exported[expression.trim()];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '7';
}

// A quoted text: '…', "…" or `…` (\x60, the backtick), with its escapes.
const QUOTED = String.raw`'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\x60((?:[^\x60\\]|\\.)*)\x60`;
const MESSAGE_PLACES = [
  // A validator's or a body's message, an exception's text.
  new RegExp(String.raw`\bmessage:\s*(?:${QUOTED})`, 'g'),
  new RegExp(String.raw`Exception\(\s*(?:${QUOTED})`, 'g'),
];
/**
 * A message kept in a constant: a sentence ('Email is already registered'), or any text of a constant named as a
 * message (PAGE_MESSAGE); not a header's value or a script ('max-age=…', 'local n = …').
 */
const CONSTANT = new RegExp(String.raw`\bconst ([A-Z][A-Z0-9_]*) =\s*(?:${QUOTED})`, 'g');

/** The messages written in the API's sources, each as a sample reads. */
function sourceMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(SRC)) {
    // Comments left out: they may quote a message's shape ('`{ success: false, message }`').
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^[ \t]*\/\/.*$/gm, '');
    const read = (raw: string) =>
      raw.replace(/\$\{([^}]*)\}/g, (_, expression: string) => sampleOf(expression));
    for (const place of MESSAGE_PLACES)
      for (const match of text.matchAll(place)) {
        const message = read(match[1] ?? match[2] ?? match[3]);
        // Words people read have a space; a key or a single word ('true') is not a message.
        if (/\s/.test(message)) found.set(message, path.relative(SRC, file));
      }
    for (const match of text.matchAll(CONSTANT)) {
      const message = read(match[2] ?? match[3] ?? match[4]);
      if (/\s/.test(message) && (/^[A-Z][a-z]/.test(message) || /MESSAGE$/.test(match[1])))
        found.set(message, path.relative(SRC, file));
    }
  }
  return found;
}

/** The contracts' messages of fixed English a shopper can read, by their export's name. */
function contractsMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (ADMIN_CONTRACT_MESSAGES.has(name)) continue;
    if (typeof value === 'string' && /MESSAGE$/.test(name)) found.set(name, value);
    // A new message function is classified before anything else is said of it.
    if (typeof value === 'function' && /Message$/.test(name))
      expect({ name, classified: name in SHOPPER_MESSAGE_FUNCTIONS }).toEqual({ name, classified: true });
  }
  return found;
}

const ids = Object.keys(API_MESSAGES) as ApiMessageId[];
const SAMPLE_VALUES: Record<string, string | number> = {
  name: 'Saffron Pashmina Shawl',
  left: 2,
  district: 'Humla',
  amount: 5219.1,
  max: 2,
  total: 5000,
};
const sampleParams = (id: ApiMessageId) =>
  Object.fromEntries(placeholdersOfId(id).map((name) => [name, SAMPLE_VALUES[name] ?? 7]));

describe('the API messages and their catalogs', () => {
  it('gives every contracts message a shopper can read an id', () => {
    const messages = contractsMessages();
    expect(messages.size).toBeGreaterThan(50);
    const missing = [...messages].filter(([, english]) => idOfEnglish(english) === undefined);
    expect(missing).toEqual([]);
    // The message functions are the English of their ids.
    for (const [name, id] of Object.entries(SHOPPER_MESSAGE_FUNCTIONS))
      expect({ name, id: id in API_MESSAGES }).toEqual({ name, id: true });
  });

  it('gives every message written in the API sources an id, but the English-only ones', () => {
    const messages = sourceMessages();
    // The scan finds them: a change to its patterns cannot silently find nothing.
    expect([...messages.keys()]).toEqual(
      expect.arrayContaining(['Prices must be numbers', 'Sitemap file not found', 'Unknown field: 7']),
    );
    const missing = [...messages]
      .filter(([english]) => !ENGLISH_ONLY_SOURCE_MESSAGES.has(english) && idOfEnglish(english) === undefined)
      .map(([english, file]) => `${file}: ${english}`);
    expect(missing).toEqual([]);
    // And the English-only list names only messages still written somewhere.
    expect([...ENGLISH_ONLY_SOURCE_MESSAGES].filter((english) => !messages.has(english))).toEqual([]);
  });

  it('has every id in every language, with the same placeholders, and no id the API does not use', () => {
    for (const [language, catalog] of Object.entries(API_CATALOGS)) {
      expect({ language, missing: ids.filter((id) => catalog[id] === undefined) }).toEqual({
        language,
        missing: [],
      });
      expect({ language, unknown: Object.keys(catalog).filter((id) => !(id in API_MESSAGES)) }).toEqual({
        language,
        unknown: [],
      });
      for (const id of ids) {
        const wanted = [...placeholdersOfId(id)].sort();
        expect({ language, id, placeholders: [...placeholdersOf(catalog[id])].sort() }).toEqual({
          language,
          id,
          placeholders: wanted,
        });
      }
    }
  });

  it('has one id for each English, and each id in docs/api.md', () => {
    for (const id of ids) {
      if (typeof API_MESSAGES[id].english === 'string') expect(idOfEnglish(englishOf(id))).toBe(id);
    }
    const docs = readFileSync(path.resolve(__dirname, '../../../../docs/api.md'), 'utf8');
    const codes = [
      ...ids,
      ...Object.values(STATUS_CODES),
      'VALIDATION_FAILED',
      'UNKNOWN_FIELD',
      'INVALID_FIELD',
    ];
    expect(codes.filter((code) => !docs.includes(`\`${code}\``))).toEqual([]);
  });

  it('writes the Nepali in Devanagari, its numbers too', () => {
    for (const id of ids) {
      const nepali = messageIn('ne', id, sampleParams(id));
      expect({ id, devanagari: /[\u0900-\u097F]/.test(nepali) }).toEqual({ id, devanagari: true });
      // A name passes through as it came; every number of the Nepali's own is Devanagari.
      const own = nepali.replace(String(SAMPLE_VALUES.name), '').replace('Humla', '');
      expect({ id, nepali, asciiDigits: /\d/.test(own) }).toEqual({ id, nepali, asciiDigits: false });
    }
  });

  it('fills the values of a message from its params: names, districts, amounts in रु', () => {
    expect(messageIn('ne', 'NOT_ENOUGH_STOCK', { name: 'Saffron Pashmina Shawl', left: 2 })).toBe(
      'Saffron Pashmina Shawl: २ वटा मात्र बाँकी छ',
    );
    expect(messageIn('en', 'NOT_ENOUGH_STOCK', { name: 'Saffron Pashmina Shawl', left: 2 })).toBe(
      'Only 2 left of Saffron Pashmina Shawl',
    );
    expect(messageIn('ne', 'CART_PRODUCT_GONE')).toBe('तपाईंको कार्टको एउटा सामान अब उपलब्ध छैन');
    // A variant's refusals name it as the English does: the product, its label in brackets.
    const variant = contracts.productWithVariant('Saffron Pashmina Shawl', 'Maroon / Stole 70 × 200 cm');
    expect(messageIn('ne', 'OUT_OF_STOCK', { name: variant })).toBe(
      'Saffron Pashmina Shawl (Maroon / Stole 70 × 200 cm) स्टकमा छैन',
    );
    expect(messageIn('en', 'OUT_OF_STOCK', { name: variant })).toBe(`${variant} is out of stock`);
    expect(messageIn('ne', 'OPTIONS_REQUIRED', { name: 'Saffron Pashmina Shawl' })).toBe(
      'कृपया Saffron Pashmina Shawl का विकल्पहरू रोज्नुहोस्।',
    );
    expect(messageIn('ne', 'DISCOUNT_MIN_SUBTOTAL', { amount: 5000 })).toBe(
      'यो कोडका लागि कम्तीमा रु ५,००० को अर्डर चाहिन्छ।',
    );
    expect(messageIn('ne', 'DISCOUNT_MIN_SUBTOTAL', { amount: 1234567.5 })).toBe(
      'यो कोडका लागि कम्तीमा रु १२,३४,५६७.५० को अर्डर चाहिन्छ।',
    );
    expect(messageIn('en', 'DISCOUNT_MIN_SUBTOTAL', { amount: 5219.1 })).toBe(
      contracts.discountMinSubtotalMessage(5219.1),
    );
    expect(messageIn('ne', 'COD_NOT_AVAILABLE', { district: 'Humla' })).toBe(
      'Humla मा क्यास अन डेलिभरी उपलब्ध छैन। कृपया खल्तीबाट तिर्नुहोस्।',
    );
    // A bound the English writes in comes from the rules, in the language's digits.
    expect(messageIn('ne', 'PASSWORD_TOO_SHORT')).toBe(
      `पासवर्ड कम्तीमा ${contracts.formatNepaliNumber(contracts.PASSWORD_MIN)} अक्षरको हुनुपर्छ`,
    );
  });

  it('gives English word for word, and a message without an id as it is', () => {
    expect(englishMessageIn('en', contracts.DISCOUNT_EXPIRED_MESSAGE)).toBe('This code has expired.');
    expect(englishMessageIn('ne', contracts.DISCOUNT_EXPIRED_MESSAGE)).toBe('यो कोडको म्याद सकियो।');
    expect(englishMessageIn('ne', contracts.USER_UPDATED_MESSAGE)).toBe('Users updated sucessfully');
  });
});
