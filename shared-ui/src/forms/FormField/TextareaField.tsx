import type { TextareaHTMLAttributes } from 'react';
import styles from './FormField.module.css';
import { describedByOf, FieldMessages } from './FieldMessages';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  /** Shown under the field and tied to it with aria-describedby. */
  error?: string;
  hint?: string;
}

/** A labelled multi-line text (a product's description, a message), with the look and wiring of FormField. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        {...textarea}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
