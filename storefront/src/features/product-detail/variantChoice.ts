// The product page's choice of options (issue 41): which values the shopper has chosen, the variant they name, and
// what each value would give. Pure, so the page, the phone's bar and the server's first screen all read it alike.
import type { I18n } from '@lingui/core';
import type { Product, ProductVariant, ProductVariantImage } from '@pashmina/contracts';

/** Option name → chosen value; an option not chosen yet is absent. */
export type Choice = Readonly<Record<string, string>>;

/** The address's query parameter holding the chosen variant's id, so a variant can be shared (`?variant=<id>`). */
export const VARIANT_PARAM = 'variant';

type WithOptions = Pick<Product, 'options' | 'variants'>;

/** Whether `variant` agrees with every value chosen in `choice` (options not chosen agree with any). */
export const fits = (variant: ProductVariant, choice: Choice): boolean =>
  Object.entries(choice).every(([name, value]) => variant.options[name] === value);

/**
 * The choice a page starts from: the variant of the address, else none, and in either case the options with one
 * value only, since there is nothing to choose there.
 */
export function startingChoice(product: WithOptions, variantId: string | null): Choice {
  const variant = product.variants.find((v) => v._id === variantId);
  const single = Object.fromEntries(
    product.options.filter((o) => o.values.length === 1).map((o) => [o.name, o.values[0]]),
  );
  return variant ? { ...single, ...variant.options } : single;
}

/** The first option not chosen yet, in the options' order; null once every option is chosen. */
export function firstUnchosen(product: WithOptions, choice: Choice): string | null {
  return product.options.find((o) => choice[o.name] === undefined)?.name ?? null;
}

/** The variant every option's value names; null while an option is unchosen or that combination is not sold. */
export function chosenVariant(product: WithOptions, choice: Choice): ProductVariant | null {
  if (product.options.length === 0 || firstUnchosen(product, choice) !== null) return null;
  return product.variants.find((v) => fits(v, choice)) ?? null;
}

/** What a choice moved to stay on a variant that exists: the value chosen, and the others' values it moved to. */
export interface MovedChoice {
  value: string;
  /** The other options' new values, in the options' order ('Shawl 100 × 200 cm'). */
  to: string[];
}

/**
 * The choice after `option` is set to `value`, on a combination the shop sells: when the other values chosen make
 * none with it (Charcoal with Stole, when only Charcoal Shawl exists), they move to the nearest variant with `value`,
 * the one that changes the fewest of them (in stock first, then in the variants' order), and `moved` says to what.
 */
export function chooseValue(
  product: WithOptions,
  choice: Choice,
  option: string,
  value: string,
): { choice: Choice; moved: MovedChoice | null } {
  const next: Record<string, string> = { ...choice, [option]: value };
  if (product.variants.length === 0 || product.variants.some((v) => fits(v, next)))
    return { choice: next, moved: null };
  const withValue = product.variants.filter((v) => v.options[option] === value);
  if (withValue.length === 0) return { choice: next, moved: null };
  const changes = (v: ProductVariant) =>
    Object.keys(next).filter((name) => v.options[name] !== next[name]).length;
  const nearest = withValue.reduce((best, v) => {
    const byChanges = changes(v) - changes(best);
    return byChanges < 0 || (byChanges === 0 && v.stock > 0 && best.stock === 0) ? v : best;
  });
  const to: string[] = [];
  for (const { name } of product.options) {
    if (name === option || next[name] === undefined || next[name] === nearest.options[name]) continue;
    next[name] = nearest.options[name];
    to.push(nearest.options[name]);
  }
  return { choice: next, moved: { value, to } };
}

/**
 * Whether `value` of `option` has a variant in stock together with the other options' chosen values: one that has
 * not is shown crossed out, yet stays selectable.
 */
export function valueInStock(product: WithOptions, choice: Choice, option: string, value: string): boolean {
  const rest = { ...choice, [option]: value };
  return product.variants.some((v) => v.stock > 0 && fits(v, rest));
}

/** The stock to show: the chosen variant's; before that, the stock of every variant the choice still allows. */
export function stockOf(product: Pick<Product, 'stock'> & WithOptions, choice: Choice): number {
  if (product.variants.length === 0) return product.stock;
  return product.variants.filter((v) => fits(v, choice)).reduce((sum, v) => sum + v.stock, 0);
}

/**
 * The picture to show: the chosen variant's; with only some options chosen, that of the first variant they allow
 * that has one (the colour's, before the size is chosen); else null, and the product's own is shown.
 */
export function pictureOf(product: WithOptions, choice: Choice): ProductVariantImage | null {
  const chosen = chosenVariant(product, choice);
  if (chosen) return chosen.image;
  if (Object.keys(choice).length === 0) return null;
  return product.variants.find((v) => v.image && fits(v, choice))?.image ?? null;
}

/**
 * The button's text before every option is chosen: 'Choose a colour', 'Choose a size'. The two options nearly every
 * product has are words of the catalog; any other is the admin's own name, shown as it is ('Choose a border').
 */
export function chooseText(i18n: I18n, option: string): string {
  const noun = option.trim().toLowerCase();
  if (noun === 'colour') return i18n._({ id: 'product.chooseColour', message: 'Choose a colour' });
  if (noun === 'size') return i18n._({ id: 'product.chooseSize', message: 'Choose a size' });
  return i18n._({
    id: 'product.chooseOption',
    message: '{article, select, an {Choose an {option}} other {Choose a {option}}}',
    values: {
      article: /^[aeiou]/.test(noun) ? 'an' : 'a',
      option: i18n.locale === 'ne' ? option.trim() : noun,
    },
  });
}
