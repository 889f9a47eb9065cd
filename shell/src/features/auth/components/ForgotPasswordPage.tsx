import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FORGOT_PASSWORD_MESSAGE } from '@pashmina/contracts';
import { Button, FormField, SHELL_ROUTES } from '@pashmina/shared-ui';
import { useForgotPasswordMutation } from '../api/passwordReset';
import { forgotPasswordEmailError } from '../validation';
import styles from './AuthForm.module.css';

export function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

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
          Forgot password
        </h1>
        {sent ? (
          <p className={styles.notice} role="status">
            {FORGOT_PASSWORD_MESSAGE}
          </p>
        ) : (
          <>
            <p className={styles.lead}>
              Enter your account’s e-mail and we will send you a link to set a new password.
            </p>
            <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
              <FormField
                id="forgot-email"
                label="Email"
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
                {isLoading ? 'Sending…' : 'Send reset link'}
              </Button>
            </form>
          </>
        )}
        <p className={styles.switch}>
          Remembered it? <Link to={SHELL_ROUTES.login}>Back to login</Link>
        </p>
      </div>
    </section>
  );
}
