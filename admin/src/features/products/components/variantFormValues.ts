// The product form's 'Options and stock' section as typed (issue 41): options with their values, and one row per
// variant with a value of each option, its stock, SKU and picture. Rows hold their values by the option's place, so
// renaming an option keeps them. Nothing is checked here: PUT /api/v1/product/{id}/variants answers with its rule.
import type {
  Product,
  ProductOption,
  ProductVariantImage,
  ProductVariantsRequest,
} from '@pashmina/contracts';

export interface OptionDraft {
  /** React's key: the name may change as it is typed. */
  key: string;
  name: string;
  /** The values as typed, separated by commas: 'Maroon, Beige, Charcoal'. */
  values: string;
  /** Its name on Nepali pages; '' for none. */
  nameNe: string;
  /** The values' Nepali names in the values' order, separated by commas ('मरुन, , कोइला': none for Beige). */
  valuesNe: string;
}

export interface VariantDraft {
  key: string;
  /** A saved variant's id: sent back, it keeps the variant, its orders and its picture. */
  _id?: string;
  /** One value per option, by the option's place; '' for none chosen. */
  values: string[];
  stock: string;
  sku: string;
  /** The saved picture, if any. */
  image: ProductVariantImage | null;
  /** A new picture to upload once the variants are saved. */
  file: File | null;
  /** Remove the saved picture on save. */
  removeImage: boolean;
}

export interface VariantsDraft {
  options: OptionDraft[];
  variants: VariantDraft[];
}

let keys = 0;
const nextKey = () => `k${++keys}`;

export const emptyOption = (): OptionDraft => ({
  key: nextKey(),
  name: '',
  values: '',
  nameNe: '',
  valuesNe: '',
});

/** The option's values, trimmed, blanks left out. */
export const valuesOf = (option: Pick<OptionDraft, 'values'>): string[] =>
  option.values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/**
 * The Nepali values as sent: one per value, by place ('' for a value left without), the missing last ones ''; none
 * when all are blank. More than there are values are sent as typed, for the server to refuse with its rule.
 */
function valuesNeOf(option: Pick<OptionDraft, 'valuesNe'>, count: number): string[] | undefined {
  const typed = option.valuesNe.split(',').map((value) => value.trim());
  if (!typed.some(Boolean)) return undefined;
  return typed.length >= count ? typed : [...typed, ...Array<string>(count - typed.length).fill('')];
}

export function newVariantRow(values: string[]): VariantDraft {
  return { key: nextKey(), values, stock: '0', sku: '', image: null, file: null, removeImage: false };
}

/** The section as the product has it saved; empty for a new or plain product. */
export function variantsDraftOf(product?: Pick<Product, 'options' | 'variants'>): VariantsDraft {
  const options = product?.options ?? [];
  return {
    options: options.map((o) => ({
      key: nextKey(),
      name: o.name,
      values: o.values.join(', '),
      nameNe: o.nameNe ?? '',
      valuesNe: o.valuesNe?.join(', ') ?? '',
    })),
    variants: (product?.variants ?? []).map((v) => ({
      key: nextKey(),
      _id: v._id,
      values: options.map((o) => v.options[o.name] ?? ''),
      stock: String(v.stock),
      sku: v.sku ?? '',
      image: v.image,
      file: null,
      removeImage: false,
    })),
  };
}

/** A row's label as the shop shows it ('Maroon / Shawl'), from its values in the options' order. */
export const rowLabel = (row: Pick<VariantDraft, 'values'>, optionCount: number): string =>
  row.values
    .slice(0, optionCount)
    .map((value) => value || '…')
    .join(' / ');

/** Every combination of the options' values, in the options' order (the first option varies slowest). */
export function allCombinations(options: readonly OptionDraft[]): string[][] {
  return options.reduce<string[][]>(
    (combos, option) => combos.flatMap((combo) => valuesOf(option).map((value) => [...combo, value])),
    [[]],
  );
}

/** 'Add all combinations': a row (stock 0) for each combination no row has yet; the rows there stay as they are. */
export function withAllCombinations(draft: VariantsDraft): VariantsDraft {
  if (draft.options.length === 0) return draft;
  const count = draft.options.length;
  const had = new Set(draft.variants.map((row) => JSON.stringify(row.values.slice(0, count))));
  const added = allCombinations(draft.options)
    .filter((combo) => !had.has(JSON.stringify(combo)))
    .map(newVariantRow);
  return { ...draft, variants: [...draft.variants, ...added] };
}

/** A number field as sent: blank is NaN, which the server refuses with its own message. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** What PUT /api/v1/product/{id}/variants is sent. */
export function variantsRequestOf(draft: VariantsDraft): ProductVariantsRequest {
  const options: ProductOption[] = draft.options.map((o) => {
    const values = valuesOf(o);
    const valuesNe = valuesNeOf(o, values.length);
    return {
      name: o.name.trim(),
      values,
      ...(o.nameNe.trim() ? { nameNe: o.nameNe.trim() } : {}),
      ...(valuesNe ? { valuesNe } : {}),
    };
  });
  return {
    options,
    // Without options there are no variants, whatever rows are left.
    variants:
      options.length === 0
        ? []
        : draft.variants.map((row) => ({
            ...(row._id ? { _id: row._id } : {}),
            options: Object.fromEntries(options.map((o, i) => [o.name, row.values[i] ?? ''])),
            stock: numberOf(row.stock),
            sku: row.sku.trim() || null,
          })),
  };
}

/** Whether saving must call PUT …/variants: the product has options, or had some. */
export const variantsChanged = (draft: VariantsDraft, before?: Pick<Product, 'options'>): boolean =>
  draft.options.length > 0 || (before?.options.length ?? 0) > 0;
