import { MAX_PRODUCT_OPTIONS, PRODUCT_IMAGE_TYPES } from '@pashmina/contracts';
import { Button } from '@pashmina/shared-ui';
import { FormField } from '@pashmina/shared-ui/forms';
import {
  emptyOption,
  newVariantRow,
  rowLabel,
  valuesOf,
  withAllCombinations,
  type OptionDraft,
  type VariantDraft,
  type VariantsDraft,
} from './variantFormValues';
import styles from './VariantsSection.module.css';

export const OPTIONS_AND_STOCK_TITLE = 'Options and stock';
export const ADD_OPTION_BUTTON = 'Add an option';
export const ADD_ALL_COMBINATIONS_BUTTON = 'Add all combinations';
export const ADD_VARIANT_BUTTON = 'Add a variant';

export interface VariantsSectionProps {
  draft: VariantsDraft;
  onChange: (draft: VariantsDraft) => void;
  /** The server's message about the options or variants (a 400 of PUT …/variants). */
  error?: string;
}

/**
 * 'Options and stock' of the product form (issue 41): options and their values, then a table of the variants, one
 * row per combination, each with its stock, SKU and picture. Without options the product is plain and its stock is
 * the form's Stock.
 */
export function VariantsSection({ draft, onChange, error }: VariantsSectionProps) {
  const { options, variants } = draft;
  const setOption = (key: string, change: Partial<OptionDraft>) =>
    onChange({ ...draft, options: options.map((o) => (o.key === key ? { ...o, ...change } : o)) });
  const removeOption = (index: number) => {
    const left = options.filter((_, i) => i !== index);
    // Rows lose that option's value; with no option left there are no variants.
    onChange({
      options: left,
      variants: left.length
        ? variants.map((row) => ({ ...row, values: row.values.filter((_, i) => i !== index) }))
        : [],
    });
  };
  const setRow = (key: string, change: Partial<VariantDraft>) =>
    onChange({ ...draft, variants: variants.map((row) => (row.key === key ? { ...row, ...change } : row)) });

  return (
    <fieldset className={styles.section} aria-describedby={error ? 'variants-error' : undefined}>
      <legend className={styles.title}>{OPTIONS_AND_STOCK_TITLE}</legend>
      <p className={styles.hint}>
        Colours, sizes: each combination is a variant with stock of its own, sold at the product&apos;s price.
        With options, the product&apos;s stock is the sum of its variants&apos;.
      </p>
      {error && (
        <p id="variants-error" role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {options.map((option, index) => (
        <div key={option.key} className={styles.option}>
          <FormField
            id={`option-name-${option.key}`}
            label={`Option ${index + 1} name`}
            type="text"
            placeholder="Colour"
            value={option.name}
            onChange={(e) => setOption(option.key, { name: e.target.value })}
          />
          <FormField
            id={`option-values-${option.key}`}
            label={`Option ${index + 1} values`}
            hint="Separated by commas: Maroon, Beige, Charcoal"
            type="text"
            value={option.values}
            onChange={(e) => setOption(option.key, { values: e.target.value })}
          />
          <FormField
            id={`option-name-ne-${option.key}`}
            label={`Option ${index + 1} name (Nepali)`}
            hint="Optional: shown on Nepali pages"
            type="text"
            lang="ne"
            placeholder="रङ"
            value={option.nameNe}
            onChange={(e) => setOption(option.key, { nameNe: e.target.value })}
          />
          <FormField
            id={`option-values-ne-${option.key}`}
            label={`Option ${index + 1} values (Nepali)`}
            hint="Optional, in the same order: मरुन, बेज, कोइला"
            type="text"
            lang="ne"
            value={option.valuesNe}
            onChange={(e) => setOption(option.key, { valuesNe: e.target.value })}
          />
          <Button
            variant="secondary"
            className={styles.remove}
            onClick={() => removeOption(index)}
            aria-label={`Remove option ${index + 1}${option.name ? ` (${option.name})` : ''}`}
          >
            Remove
          </Button>
        </div>
      ))}
      <div className={styles.actions}>
        {options.length < MAX_PRODUCT_OPTIONS && (
          <Button
            variant="secondary"
            onClick={() =>
              onChange({
                options: [...options, emptyOption()],
                variants: variants.map((row) => ({ ...row, values: [...row.values, ''] })),
              })
            }
          >
            {ADD_OPTION_BUTTON}
          </Button>
        )}
        {options.length > 0 && (
          <>
            <Button variant="secondary" onClick={() => onChange(withAllCombinations(draft))}>
              {ADD_ALL_COMBINATIONS_BUTTON}
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                onChange({
                  ...draft,
                  variants: [...variants, newVariantRow(options.map((o) => valuesOf(o)[0] ?? ''))],
                })
              }
            >
              {ADD_VARIANT_BUTTON}
            </Button>
          </>
        )}
      </div>
      {options.length > 0 && variants.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">Variants</caption>
            <thead>
              <tr>
                {options.map((option, i) => (
                  <th key={option.key} scope="col">
                    {option.name || `Option ${i + 1}`}
                  </th>
                ))}
                <th scope="col">Stock</th>
                <th scope="col">SKU</th>
                <th scope="col">Picture</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.map((row) => {
                const label = rowLabel(row, options.length);
                return (
                  <tr key={row.key}>
                    {options.map((option, i) => (
                      <td key={option.key}>
                        <select
                          className={styles.input}
                          aria-label={`${option.name || `Option ${i + 1}`} of ${label}`}
                          value={row.values[i] ?? ''}
                          onChange={(e) =>
                            setRow(row.key, {
                              values: row.values.map((v, j) => (j === i ? e.target.value : v)),
                            })
                          }
                        >
                          <option value="">Choose</option>
                          {valuesOf(option).map((value) => (
                            <option key={value} value={value}>
                              {value}
                            </option>
                          ))}
                        </select>
                      </td>
                    ))}
                    <td>
                      <input
                        className={styles.input}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        aria-label={`Stock of ${label}`}
                        value={row.stock}
                        onChange={(e) => setRow(row.key, { stock: e.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        className={styles.input}
                        type="text"
                        aria-label={`SKU of ${label}`}
                        value={row.sku}
                        onChange={(e) => setRow(row.key, { sku: e.target.value })}
                      />
                    </td>
                    <td>
                      <div className={styles.picture}>
                        {row.image && !row.removeImage && !row.file && (
                          <img
                            src={row.image.productThumb}
                            alt=""
                            width={40}
                            height={50}
                            className={styles.thumb}
                          />
                        )}
                        <input
                          type="file"
                          accept={PRODUCT_IMAGE_TYPES.join(',')}
                          aria-label={`Picture of ${label}`}
                          className={styles.file}
                          onChange={(e) => setRow(row.key, { file: e.target.files?.[0] ?? null })}
                        />
                        {row.image && (
                          <label className={styles.check}>
                            <input
                              type="checkbox"
                              checked={row.removeImage}
                              onChange={(e) => setRow(row.key, { removeImage: e.target.checked })}
                            />
                            Remove picture
                          </label>
                        )}
                      </div>
                    </td>
                    <td>
                      <Button
                        variant="secondary"
                        onClick={() =>
                          onChange({ ...draft, variants: variants.filter((other) => other.key !== row.key) })
                        }
                        aria-label={`Remove ${label}`}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </fieldset>
  );
}
