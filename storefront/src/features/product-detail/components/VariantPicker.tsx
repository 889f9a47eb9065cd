import {
  isColourOption,
  optionNameIn,
  optionValueIn,
  type Product,
  type ProductVariantImage,
} from '@pashmina/contracts';
import { swatchOf, useI18n } from '@pashmina/shared-ui';
import { valueInStock, type Choice, type MovedChoice } from '../variantChoice';
import styles from './VariantPicker.module.css';

/** The id of an option's group, which 'Choose a colour' brings the shopper to. */
export const optionGroupId = (productId: string, option: string) =>
  `option-${productId}-${option.replace(/\W+/g, '-')}`;

/** Moves focus (and so the screen) to the first value of `option`: what 'Choose a size' does. */
export function focusOption(productId: string, option: string): void {
  document.getElementById(optionGroupId(productId, option))?.querySelector('button')?.focus();
}

/**
 * One group of buttons per option. The group is named by the option and its chosen value ('Colour: Maroon'), each
 * button by its value and pressed when chosen. A value with no variant in stock beside the other chosen values is
 * crossed out and said to be out of stock, yet stays a button: choosing it tells the shopper rather than trapping them.
 */
export function VariantPicker({
  product,
  choice,
  onChoose,
  moved = null,
  preview,
}: {
  product: Pick<Product, '_id' | 'options' | 'variants'>;
  choice: Choice;
  onChoose: (option: string, value: string) => void;
  /** The last choice's move to a combination the shop sells, said under the options. */
  moved?: MovedChoice | null;
  /** The picture shown: on a phone, where the page's picture has scrolled away, a small copy beside the colours. */
  preview?: Pick<ProductVariantImage, 'productThumb'>;
}) {
  const { i18n, language } = useI18n();
  // Option names and values are the admin's own words: their Nepali (nameNe, valuesNe) on a Nepali page, when given.
  const outOfStock = i18n._({ id: 'product.option.outOfStock', message: '(out of stock)' });
  return (
    <div className={styles.picker}>
      {product.options.map((option) => {
        const colours = isColourOption(option.name);
        const chosen = choice[option.name];
        return (
          <fieldset key={option.name} id={optionGroupId(product._id, option.name)} className={styles.option}>
            <legend className={styles.legend}>
              {optionNameIn(option, language)}
              {chosen !== undefined && (
                <>
                  : <span className={styles.chosen}>{optionValueIn(option, chosen, language)}</span>
                </>
              )}
            </legend>
            {colours && preview && (
              <img className={styles.preview} src={preview.productThumb} alt="" width={64} height={80} />
            )}
            <div className={styles.values}>
              {option.values.map((value) => {
                const inStock = valueInStock(product, choice, option.name, value);
                const swatch = colours ? swatchOf(value) : null;
                const shown = optionValueIn(option, value, language);
                return (
                  <button
                    key={value}
                    type="button"
                    className={styles.value}
                    aria-pressed={chosen === value}
                    data-out={inStock ? undefined : ''}
                    onClick={() => onChoose(option.name, value)}
                  >
                    {swatch && (
                      <span className={styles.swatch} style={{ background: swatch }} aria-hidden="true" />
                    )}
                    {inStock ? shown : <s className={styles.out}>{shown}</s>}
                    {!inStock && <span className="visually-hidden"> {outOfStock}</span>}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <p className={styles.moved} role="status">
        {moved && moved.to.length > 0
          ? i18n._({
              id: 'product.option.moved',
              message: '{value} comes as {to}',
              values: { value: moved.value, to: moved.to.join(' / ') },
            })
          : ''}
      </p>
    </div>
  );
}
