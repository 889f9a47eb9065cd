import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FORGOT_PASSWORD_MESSAGE } from '@pashmina/contracts';
import { Button, SHELL_ROUTES, useI18n, useRuleMessage } from '@pashmina/shared-ui';
import { FormField } from '@pashmina/shared-ui/forms';
import { useForgotPasswordMutation } from '../api/passwordReset';
import { forgotPasswordEmailError } from '../validation';
import styles from './AuthForm.module.css';

export function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const { i18n } = useI18n();
  const rule = useRuleMessage();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = forgotPasswordEmailError(email);
    setError(problem);
    if (problem) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    try {
      await forgotPassword({ email: email.trim() }).unwrap();
    } catch {
      // Whatever the response (a limit, a lost connection), the page says the same: it never tells which accounts exist.
    }
    setSent(true);
  };

  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <div className={styles.card}>
        <h1 id="forgot-title" className={styles.title}>
          {i18n._({ id: 'page.forgotPassword.title', message: 'Forgot password' })}
        </h1>
        {sent ? (
          <p className={styles.notice} role="status">
            {rule(FORGOT_PASSWORD_MESSAGE)}
          </p>
        ) : (
          <>
            <p className={styles.lead}>
              {i18n._({
                id: 'forgot.lead',
                message: 'Enter your account’s e-mail and we will send you a link to set a new password.',
              })}
            </p>
            <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
              <FormField
                id="forgot-email"
                label={i18n._({ id: 'field.email', message: 'Email' })}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                error={error}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (error) setError(forgotPasswordEmailError(e.target.value));
                }}
              />
              <Button type="submit" size="lg" fullWidth disabled={isLoading}>
                {isLoading
                  ? i18n._({ id: 'forgot.busy', message: 'Sending…' })
                  : i18n._({ id: 'forgot.send', message: 'Send reset link' })}
              </Button>
            </form>
          </>
        )}
        <p className={styles.switch}>
          {i18n._({ id: 'forgot.remembered', message: 'Remembered it?' })}{' '}
          <Link to={SHELL_ROUTES.login}>
            {i18n._({ id: 'forgot.backToLogin', message: 'Back to login' })}
          </Link>
        </p>
      </div>
    </section>
  );
}
