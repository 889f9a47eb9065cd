import type { InputHTMLAttributes } from 'react';
import styles from './FormField.module.css';
import { describedByOf, FieldMessages } from './fieldDescription';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error announced with it. */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        {...input}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
