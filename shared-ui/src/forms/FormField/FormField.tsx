import type { InputHTMLAttributes, Ref } from 'react';
import styles from './FormField.module.css';
import { describedByOf, FieldMessages } from './FieldMessages';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
  /** The input itself (React 19 passes a ref as a prop), for a dialog that puts focus in it. */
  ref?: Ref<HTMLInputElement>;
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
