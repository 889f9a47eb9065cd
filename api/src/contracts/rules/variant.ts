// Product options and variants (issue 41): their bounds, how a variant is named, the colours the lists filter by,
// and the messages of PUT /api/v1/product/{id}/variants and of the cart and checkout.
import type { Language } from './language';
import { withThousands } from './money';
import { MAX_STOCK } from './product';

/** A product has at most this many options (Colour, Size, …). */
export const MAX_PRODUCT_OPTIONS = 3;
export const OPTION_NAME_MAX = 30;
/** Values of one option. */
export const MAX_OPTION_VALUES = 30;
export const OPTION_VALUE_MAX = 40;
export const MAX_PRODUCT_VARIANTS = 100;
export const VARIANT_SKU_MAX = 40;

/** An option's name on a page of `language`: its Nepali name on a Nepali page when it has one, else its own. */
export const optionNameIn = (option: { name: string; nameNe?: string }, language: Language): string =>
  (language === 'ne' && option.nameNe) || option.name;

/** One of an option's values on a page of `language`: its Nepali name on a Nepali page when it has one. */
export function optionValueIn(
  option: { values: readonly string[]; valuesNe?: readonly string[] },
  value: string,
  language: Language,
): string {
  return (language === 'ne' && option.valuesNe?.[option.values.indexOf(value)]) || value;
}

/** A variant's label: its values joined in the options' order ('Maroon / Stole 70 × 200 cm'). */
export const VARIANT_LABEL_SEPARATOR = ' / ';

export function variantLabel(
  options: readonly { name: string }[],
  values: Readonly<Record<string, string>>,
): string {
  return options.map((option) => values[option.name] ?? '').join(VARIANT_LABEL_SEPARATOR);
}

/**
 * A variant's label in its options' Nepali values ('मरुन / स्टोल'), each value without a Nepali one in English, as an
 * order line keeps it beside the English label; null when no option has Nepali values (the English label stands).
 */
export function variantLabelNe(
  options: readonly { name: string; values: readonly string[]; valuesNe?: readonly string[] }[],
  values: Readonly<Record<string, string>>,
): string | null {
  if (!options.some((option) => option.valuesNe?.length)) return null;
  return options
    .map((option) => optionValueIn(option, values[option.name] ?? '', 'ne'))
    .join(VARIANT_LABEL_SEPARATOR);
}

/** How a cart line, an order line or a message names a variant's product: 'Shawl (Maroon / Stole)'. */
export function productWithVariant(name: string, label: string | null | undefined): string {
  return label ? `${name} (${label})` : name;
}

/**
 * An order line's name on a page or in an e-mail of `language`, its variant's label after it: in Nepali, the names the
 * line kept in Nepali when it was ordered, each one it has none of (orders placed before they were kept) in English.
 */
export function orderLineNameIn(
  line: {
    name: string;
    nameNe?: string | null;
    variant?: { label: string; labelNe?: string | null } | null;
  },
  language: Language,
): string {
  const nepali = language === 'ne';
  const label = line.variant ? (nepali && line.variant.labelNe) || line.variant.label : null;
  return productWithVariant((nepali && line.nameNe) || line.name, label);
}

/** The option the lists' `colour` filter and the cards' colour dots read, by either spelling (case-insensitive). */
export const COLOUR_OPTION_NAMES = ['Colour', 'Color'] as const;
export const isColourOption = (name: string): boolean =>
  COLOUR_OPTION_NAMES.some((colour) => colour.toLowerCase() === name.trim().toLowerCase());

/** The multipart field of a variant's picture (POST /api/v1/product/{id}/variants/{variantId}/image). */
export const VARIANT_IMAGE_FIELD = 'image';

// 400s of PUT /api/v1/product/{id}/variants.
export const OPTIONS_TOO_MANY_MESSAGE = `A product can have at most ${MAX_PRODUCT_OPTIONS} options`;
export const OPTION_NAME_MESSAGE = `Every option needs a name of 1 to ${OPTION_NAME_MAX} characters`;
export const optionNameTakenMessage = (name: string) => `There are two options named ${name}`;
export const optionValuesMessage = (name: string) =>
  `${name} needs 1 to ${MAX_OPTION_VALUES} values of 1 to ${OPTION_VALUE_MAX} characters each`;
export const optionValueTakenMessage = (name: string, value: string) =>
  `${name} has the value ${value} twice`;
export const OPTION_NAME_NE_MESSAGE = `An option's Nepali name must be at most ${OPTION_NAME_MAX} characters`;
export const optionValuesNeMessage = (name: string) =>
  `${name} needs one Nepali value for each of its values, or none, of at most ${OPTION_VALUE_MAX} characters each`;
export const VARIANTS_TOO_MANY_MESSAGE = `A product can have at most ${MAX_PRODUCT_VARIANTS} variants`;
export const VARIANTS_NEED_OPTIONS_MESSAGE = 'Variants need options: add an option first';
export const OPTIONS_NEED_VARIANTS_MESSAGE = 'Add at least one variant for these options';
export const variantOptionsMessage = (names: readonly string[]) =>
  `Every variant needs one value of each option (${names.join(', ')}), from that option's values`;
export const variantTwiceMessage = (label: string) => `There are two variants ${label}`;
export const VARIANT_STOCK_MESSAGE = `Stock of a variant must be a whole number from 0 to ${withThousands(MAX_STOCK)}`;
export const VARIANT_SKU_MESSAGE = `SKU must be text of at most ${VARIANT_SKU_MAX} characters`;
export const variantSkuTakenMessage = (sku: string) => `The SKU ${sku} is already used`;
export const VARIANT_NOT_OF_PRODUCT_MESSAGE = "That variant is not one of this product's";
export const VARIANT_NOT_FOUND_MESSAGE = 'Variant not found';
export const VARIANTS_SAVED_MESSAGE = 'Options and stock saved';
export const VARIANT_IMAGE_SAVED_MESSAGE = 'Picture saved';
export const VARIANT_IMAGE_REMOVED_MESSAGE = 'Picture removed';

// The cart and the checkout.
export const chooseOptionsMessage = (productName: string) => `Please choose the options of ${productName}.`;
export const wrongVariantMessage = (productName: string) =>
  `That choice of options is not one of ${productName}'s.`;
export const NO_VARIANTS_MESSAGE = 'This product has no options to choose.';
