import { useId, useState, type FormEvent } from 'react';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_NAME_MAX, FEEDBACK_SENT_MESSAGE } from '@pashmina/contracts';
import { Button, errorMessage, selectSessionUser, toast, useAppSelector, useI18n } from '@pashmina/shared-ui';
import { FormField } from '@pashmina/shared-ui/forms';
import { useSendFeedbackMutation } from '@pashmina/shared-ui/orders';
import styles from './ContactPage.module.css';

/**
 * The contact form (logged-in shoppers only), prefilled from the session. Success: the server's
 * message as a toast and the message box cleared. Failure: the server's message as a toast.
 */
export function ContactForm() {
  const id = useId();
  const user = useAppSelector(selectSessionUser);
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [message, setMessage] = useState('');
  const [send, { isLoading }] = useSendFeedbackMutation();
  const { i18n } = useI18n();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const reply = await send({ name: name.trim(), email: email.trim(), message: message.trim() }).unwrap();
      if (reply.success === false) {
        toast.error(
          reply.message || i18n._({ id: 'contact.notSent', message: 'Your message could not be sent.' }),
        );
        return;
      }
      toast.success(reply.message || FEEDBACK_SENT_MESSAGE);
      setName(user?.name ?? '');
      setEmail(user?.email ?? '');
      setMessage('');
    } catch (error) {
      toast.error(
        errorMessage(
          error,
          i18n._({ id: 'contact.failed', message: 'Your message could not be sent. Please try again.' }),
        ),
      );
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.formTitle}>
        {i18n._({ id: 'contact.form', message: 'Send us a message' })}
      </h2>
      <FormField
        id={`${id}-name`}
        label={i18n._({ id: 'field.name', message: 'Name' })}
        name="name"
        autoComplete="name"
        required
        maxLength={FEEDBACK_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <FormField
        id={`${id}-email`}
        label={i18n._({ id: 'field.email', message: 'Email' })}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{i18n._({ id: 'field.message', message: 'Message' })}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          maxLength={FEEDBACK_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={isLoading}>
        {isLoading
          ? i18n._({ id: 'contact.busy', message: 'Sending...' })
          : i18n._({ id: 'contact.send', message: 'Send message' })}
      </Button>
    </form>
  );
}
