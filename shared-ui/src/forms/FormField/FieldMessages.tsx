import { useRuleMessage } from '@pashmina/shared-ui';
import styles from './FormField.module.css';

/** The ids a field's aria-describedby names: its hint, then its error, so both are read with it. */
export function describedByOf(id: string, hint?: string, error?: string) {
  return (
    [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') ||
    undefined
  );
}

/** A field's hint and error, under it, with the ids describedByOf names; a rule's error in the page's language. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const rule = useRuleMessage();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {rule(error)}
        </p>
      )}
    </>
  );
}
