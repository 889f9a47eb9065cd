import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@pashmina/shared-ui';
import { FormField } from '@pashmina/shared-ui/forms';
import styles from './ConfirmDialog.module.css';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** label of the text box; default 'Type yes to confirm' */
  answerLabel?: string;
  /** the answer that goes ahead, in any case; default 'yes' */
  expectedAnswer?: string;
  /** default 'Confirm' */
  confirmLabel?: string;
  /** default 'Cancel' */
  cancelLabel?: string;
  /**
   * false: a plain yes-or-no question, answered by its buttons (an order's status), with no text box; focus starts
   * on the cancel button. Default true: the spec's prompt, which a delete needs.
   */
  typedAnswer?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  /**
   * The trimmed answer, or null when it is empty (an empty answer aborts, as the spec's prompt does) or is
   * not the expected one: an admin who types "no" must not delete anything. Without a text box, the expected
   * answer once the confirm button is pressed.
   */
  onConfirm: (answer: string | null) => void;
  onCancel: () => void;
}

const FOCUSABLE = 'input, button, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('disabled'),
  );
}

/**
 * The spec's "prompt" as a modal: a question and a text answer. Focus starts in the text box, stays
 * inside the dialog, and goes back where it was on close. Built without <dialog>.showModal, which
 * jsdom lacks.
 */
export function ConfirmDialog({
  title,
  message,
  answerLabel = 'Type yes to confirm',
  expectedAnswer = 'yes',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  typedAnswer = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const answerId = `${id}-answer`;
  const [answer, setAnswer] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const start = () => (inputRef.current ?? cancelRef.current)?.focus();
    start();
    // A click elsewhere (another window, the address bar) must not leave focus behind the modal.
    const keepInside = (event: FocusEvent) => {
      if (dialogRef.current && !dialogRef.current.contains(event.target as Node)) start();
    };
    document.addEventListener('focusin', keepInside);
    return () => {
      document.removeEventListener('focusin', keepInside);
      if (before?.isConnected) before.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusablesIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // mousedown, not click: a text selection that ends on the backdrop is not a cancel.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onCancel();
  };

  return (
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!typedAnswer) return onConfirm(expectedAnswer);
            const given = answer.trim();
            onConfirm(given && given.toLowerCase() === expectedAnswer.toLowerCase() ? given : null);
          }}
        >
          {typedAnswer && (
            <FormField
              ref={inputRef}
              id={answerId}
              label={answerLabel}
              type="text"
              autoComplete="off"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
          <div className={styles.actions}>
            <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button type="submit">{confirmLabel}</Button>
          </div>
        </form>
      </div>
    </div>
  );
}

interface Pending {
  /** Tells one question from the next, so each starts with an empty answer. */
  serial: number;
  options: ConfirmOptions;
  resolve: (answer: string | null) => void;
}

/**
 * The prompt a screen awaits: `const answer = await confirm({...}); if (!answer) return;`.
 * Render `dialog` somewhere in the screen; it is drawn over the page while a question is open.
 */
export function useConfirmDialog(): {
  dialog: ReactNode;
  confirm: (options: ConfirmOptions) => Promise<string | null>;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const serialRef = useRef(0);

  const settle = useCallback((answer: string | null) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(answer);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<string | null>((resolve) => {
        // A second question replaces the first, which counts as cancelled.
        pendingRef.current?.resolve(null);
        serialRef.current += 1;
        const next = { serial: serialRef.current, options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  // A screen that leaves with a question open must not leave its caller waiting forever.
  useEffect(() => () => pendingRef.current?.resolve(null), []);

  const dialog = pending
    ? createPortal(
        <ConfirmDialog
          key={pending.serial}
          {...pending.options}
          onConfirm={settle}
          onCancel={() => settle(null)}
        />,
        document.body,
      )
    : null;

  return { dialog, confirm };
}
