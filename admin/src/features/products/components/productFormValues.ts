import {
  GENDER_CATEGORIES,
  GENERAL_CATEGORIES,
  LOW_STOCK_AT_DEFAULT,
  NEW_PRODUCT_DEFAULTS,
  type GenderCategory,
  type GeneralCategory,
  type Product,
  type ProductWriteFields,
} from '@pashmina/contracts';

/** The product form as typed: numbers stay text until sent, so a half-typed value is never rewritten. */
export interface ProductFormValues {
  productName: string;
  description: string;
  /** Blank: none (Nepali pages show the English ones). */
  productNameNe: string;
  descriptionNe: string;
  price: string;
  discount: string;
  featured: boolean;
  generalCategory: GeneralCategory;
  genderCategory: GenderCategory;
  stock: string;
  /** The low-stock mark (docs/rules.md, Stock). */
  lowStockAt: string;
  composition: string;
  weight: string;
  size: string;
}

/** A request field the server may name in a 400, and so a place in the form for its message. */
export type ProductFormField = keyof ProductFormValues | 'productImg';
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

const FORM_FIELDS: readonly string[] = [
  'productName',
  'description',
  'productNameNe',
  'descriptionNe',
  'price',
  'discount',
  'featured',
  'generalCategory',
  'genderCategory',
  'stock',
  'lowStockAt',
  'composition',
  'weight',
  'size',
  'productImg',
] satisfies ProductFormField[];

export const isProductFormField = (field: string): field is ProductFormField => FORM_FIELDS.includes(field);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const GENERAL_CATEGORY_OPTIONS = GENERAL_CATEGORIES.map((value) => ({
  value,
  label: capitalise(value),
}));
export const GENDER_CATEGORY_OPTIONS = GENDER_CATEGORIES.map((value) => ({
  value,
  label: capitalise(value),
}));

/** Add Products starts as the spec's new product: a men's shawl, stock 1, not featured, no discount. */
export function newProductValues(): ProductFormValues {
  return {
    productName: '',
    description: '',
    productNameNe: '',
    descriptionNe: '',
    price: '',
    discount: String(NEW_PRODUCT_DEFAULTS.discount),
    featured: NEW_PRODUCT_DEFAULTS.featured,
    generalCategory: NEW_PRODUCT_DEFAULTS.generalCategory,
    genderCategory: NEW_PRODUCT_DEFAULTS.genderCategory,
    stock: String(NEW_PRODUCT_DEFAULTS.stock),
    lowStockAt: String(LOW_STOCK_AT_DEFAULT),
    composition: '',
    weight: '',
    size: '',
  };
}

/** The update screen starts from the product as saved; unknown details ('NA' in the shop) are blank. */
export function valuesOf(product: Product): ProductFormValues {
  return {
    productName: product.productName,
    description: product.description,
    productNameNe: product.productNameNe ?? '',
    descriptionNe: product.descriptionNe ?? '',
    price: String(product.price),
    discount: String(product.discount),
    featured: product.featured,
    generalCategory: product.generalCategory,
    genderCategory: product.genderCategory,
    stock: String(product.stock),
    lowStockAt: String(product.lowStockAt ?? LOW_STOCK_AT_DEFAULT),
    composition: product.composition ?? '',
    weight: product.weight ?? '',
    size: product.size ?? '',
  };
}

/** A number field as sent: blank is NaN, which the server refuses with that field's own message. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * What the form sends. The form itself checks nothing (the spec's product forms have no client rules):
 * the server's message comes back next to the field. `stockAtLeastZero`: the update screen saves a stock
 * below 0 as 0 (the spec's rule for that screen).
 */
export function writeFieldsOf(
  values: ProductFormValues,
  { stockAtLeastZero = false }: { stockAtLeastZero?: boolean } = {},
): ProductWriteFields {
  const stock = numberOf(values.stock);
  return {
    productName: values.productName,
    description: values.description,
    // Sent blank when blank, so that clearing one on the update screen clears it.
    productNameNe: values.productNameNe,
    descriptionNe: values.descriptionNe,
    price: numberOf(values.price),
    // A cleared discount is no discount.
    discount: values.discount.trim() === '' ? 0 : numberOf(values.discount),
    featured: values.featured,
    generalCategory: values.generalCategory,
    genderCategory: values.genderCategory,
    stock: stockAtLeastZero && stock < 0 ? 0 : stock,
    lowStockAt: numberOf(values.lowStockAt),
    composition: values.composition,
    weight: values.weight,
    size: values.size,
  };
}
