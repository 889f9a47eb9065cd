import type { InputHTMLAttributes } from 'react';
import styles from './FormField.module.css';
import { describedByOf, FieldMessages } from './FieldMessages';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
}

/** A checkbox with its label beside it (a product's "Featured", "Shipping"), the hint and error under both. */
export function CheckboxField({ id, label, error, hint, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          className={[styles.checkbox, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, hint, error)}
          {...input}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
