import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../common/http/api-exception';
import { isUuid } from '../common/uuid';
import {
  isColourOption,
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  MAX_STOCK,
  OPTION_NAME_MAX,
  OPTION_NAME_MESSAGE,
  OPTION_NAME_NE_MESSAGE,
  OPTION_VALUE_MAX,
  optionNameTakenMessage,
  optionValuesMessage,
  optionValuesNeMessage,
  optionValueTakenMessage,
  OPTIONS_NEED_VARIANTS_MESSAGE,
  OPTIONS_TOO_MANY_MESSAGE,
  type ProductOption,
  VARIANT_NOT_OF_PRODUCT_MESSAGE,
  VARIANT_SKU_MAX,
  VARIANT_SKU_MESSAGE,
  VARIANT_STOCK_MESSAGE,
  variantLabel,
  variantOptionsMessage,
  VARIANTS_NEED_OPTIONS_MESSAGE,
  VARIANTS_TOO_MANY_MESSAGE,
  variantTwiceMessage,
} from '../contracts';

/** A variant as PUT …/variants will write it: checked, trimmed, spelled as its options spell their values. */
export interface CheckedVariant {
  /** Present: an existing variant kept (its orders and picture too). */
  id?: string;
  position: number;
  options: Record<string, string>;
  label: string;
  /** Its colour value lower-cased, for the colour filter; null without a colour option. */
  colour: string | null;
  stock: number;
  sku: string | null;
}

export interface CheckedVariants {
  options: ProductOption[];
  variants: CheckedVariant[];
  /** The options' values as words for the search (products.option_words). */
  optionWords: string;
}

/** 400 naming the request field it is about, as the validation pipe's are. */
const refused = (message: string, field: string) =>
  new ApiException(HttpStatus.BAD_REQUEST, message, { field });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trimmed text of 1..max characters, else undefined. */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
}

/**
 * The rules of a product's options and variants (issue 41), on the body of PUT /api/v1/product/{id}/variants: every
 * rule broken is a 400 with its message, before anything is written. Names and values compare case-insensitively
 * ('maroon' and 'Maroon' are one colour); a variant's values are stored as its options spell them.
 */
export function checkVariants(body: { options: unknown[]; variants: unknown[] }): CheckedVariants {
  const options = checkOptions(body.options);
  if (body.variants.length > MAX_PRODUCT_VARIANTS) throw refused(VARIANTS_TOO_MANY_MESSAGE, 'variants');
  if (options.length === 0 && body.variants.length > 0)
    throw refused(VARIANTS_NEED_OPTIONS_MESSAGE, 'variants');
  if (options.length > 0 && body.variants.length === 0)
    throw refused(OPTIONS_NEED_VARIANTS_MESSAGE, 'variants');

  const ids = new Set<string>();
  const labels = new Set<string>();
  const skus = new Set<string>();
  const variants = body.variants.map((raw, position): CheckedVariant => {
    const field = `variants.${position}`;
    if (!isRecord(raw)) throw refused(variantOptionsMessage(options.map((o) => o.name)), field);
    let id: string | undefined;
    if (raw._id !== undefined && raw._id !== null) {
      // Not an id of this product's variants, whatever it is: the service checks the ones that look like ids.
      if (!isUuid(raw._id) || ids.has(raw._id.toLowerCase()))
        throw refused(VARIANT_NOT_OF_PRODUCT_MESSAGE, `${field}._id`);
      id = raw._id.toLowerCase();
      ids.add(id);
    }
    const values = checkValues(raw.options, options, `${field}.options`);
    const label = variantLabel(options, values);
    if (labels.has(label.toLowerCase())) throw refused(variantTwiceMessage(label), `${field}.options`);
    labels.add(label.toLowerCase());
    const stock = raw.stock;
    if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK)
      throw refused(VARIANT_STOCK_MESSAGE, `${field}.stock`);
    const sku = checkSku(raw.sku, `${field}.sku`);
    if (sku !== null) {
      if (skus.has(sku)) throw refused(`The SKU ${sku} is given twice`, `${field}.sku`);
      skus.add(sku);
    }
    const colourOption = options.find((option) => isColourOption(option.name));
    return {
      id,
      position,
      options: values,
      label,
      colour: colourOption ? values[colourOption.name].toLowerCase() : null,
      stock,
      sku,
    };
  });
  return {
    options,
    variants,
    // The Nepali values too: a search in Nepali finds a shawl by its colour.
    optionWords: options
      .flatMap((option) => [...option.values, ...(option.valuesNe ?? [])].filter(Boolean))
      .join(' '),
  };
}

function checkOptions(raw: unknown[]): ProductOption[] {
  if (raw.length > MAX_PRODUCT_OPTIONS) throw refused(OPTIONS_TOO_MANY_MESSAGE, 'options');
  const names = new Set<string>();
  const namesNe = new Set<string>();
  return raw.map((option, i) => {
    const field = `options.${i}`;
    const name = isRecord(option) ? text(option.name, OPTION_NAME_MAX) : undefined;
    if (!isRecord(option) || name === undefined) throw refused(OPTION_NAME_MESSAGE, `${field}.name`);
    if (names.has(name.toLowerCase())) throw refused(optionNameTakenMessage(name), `${field}.name`);
    names.add(name.toLowerCase());
    const rawValues = option.values;
    if (!Array.isArray(rawValues) || rawValues.length < 1 || rawValues.length > MAX_OPTION_VALUES)
      throw refused(optionValuesMessage(name), `${field}.values`);
    const seen = new Set<string>();
    const values = rawValues.map((rawValue) => {
      const value = text(rawValue, OPTION_VALUE_MAX);
      if (value === undefined) throw refused(optionValuesMessage(name), `${field}.values`);
      if (seen.has(value.toLowerCase()))
        throw refused(optionValueTakenMessage(name, value), `${field}.values`);
      seen.add(value.toLowerCase());
      return value;
    });
    const nameNe = checkNameNe(option.nameNe, namesNe, `${field}.nameNe`);
    const valuesNe = checkValuesNe(option.valuesNe, values.length, name, `${field}.valuesNe`);
    return { name, values, ...(nameNe ? { nameNe } : {}), ...(valuesNe ? { valuesNe } : {}) };
  });
}

/** Blank is none; else 1 to OPTION_NAME_MAX characters, unique among the options' Nepali names. */
function checkNameNe(raw: unknown, taken: Set<string>, field: string): string | undefined {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const nameNe = text(raw, OPTION_NAME_MAX);
  if (nameNe === undefined) throw refused(OPTION_NAME_NE_MESSAGE, field);
  if (taken.has(nameNe.toLowerCase())) throw refused(optionNameTakenMessage(nameNe), field);
  taken.add(nameNe.toLowerCase());
  return nameNe;
}

/** None, or one per value ('' for a value without), each at most OPTION_VALUE_MAX characters, unique in the option. */
function checkValuesNe(raw: unknown, count: number, name: string, field: string): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length !== count) throw refused(optionValuesNeMessage(name), field);
  const seen = new Set<string>();
  const valuesNe = raw.map((rawValue) => {
    if (rawValue === null || (typeof rawValue === 'string' && rawValue.trim() === '')) return '';
    const value = text(rawValue, OPTION_VALUE_MAX);
    if (value === undefined) throw refused(optionValuesNeMessage(name), field);
    if (seen.has(value.toLowerCase())) throw refused(optionValueTakenMessage(name, value), field);
    seen.add(value.toLowerCase());
    return value;
  });
  return valuesNe.some(Boolean) ? valuesNe : undefined;
}

/** One value of every option, none else; each matched case-insensitively and stored as the option spells it. */
function checkValues(raw: unknown, options: ProductOption[], field: string): Record<string, string> {
  const message = variantOptionsMessage(options.map((option) => option.name));
  if (!isRecord(raw)) throw refused(message, field);
  const given = new Map(
    Object.entries(raw).map(([name, value]) => [name.trim().toLowerCase(), value] as const),
  );
  if (given.size !== Object.keys(raw).length || given.size !== options.length) throw refused(message, field);
  const values: Record<string, string> = {};
  for (const option of options) {
    const value = given.get(option.name.toLowerCase());
    const spelled =
      typeof value === 'string'
        ? option.values.find((known) => known.toLowerCase() === value.trim().toLowerCase())
        : undefined;
    if (spelled === undefined) throw refused(message, field);
    values[option.name] = spelled;
  }
  return values;
}

function checkSku(raw: unknown, field: string): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw refused(VARIANT_SKU_MESSAGE, field);
  const sku = raw.trim();
  if (sku.length > VARIANT_SKU_MAX) throw refused(VARIANT_SKU_MESSAGE, field);
  return sku || null;
}
