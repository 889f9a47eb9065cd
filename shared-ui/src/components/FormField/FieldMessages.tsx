import { ruleMessage } from '../../i18n/ruleMessages';
import { useI18n } from '../../i18n/useI18n';
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
  const { i18n } = useI18n();
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {ruleMessage(i18n, error)}
        </p>
      )}
    </>
  );
}
