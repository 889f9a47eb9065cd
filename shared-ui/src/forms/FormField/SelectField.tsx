import type { SelectHTMLAttributes } from 'react';
import styles from './FormField.module.css';
import { describedByOf, FieldMessages } from './FieldMessages';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
}

/** A labelled select (a product's category, an order's status), with the look and wiring of FormField. */
export function SelectField({ id, label, options, error, hint, className, ...select }: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={[styles.input, styles.select, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
