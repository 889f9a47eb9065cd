import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN, PASSWORD_RESET_INVALID_MESSAGE } from '@pashmina/contracts';
import { Button, FormField, SHELL_ROUTES, toast } from '@pashmina/shared-ui';
import { useResetPasswordMutation } from '../api/passwordReset';
import {
  resetErrorMessage,
  validateNewPassword,
  type NewPasswordField,
  type NewPasswordValues,
} from '../validation';
import { useCheckedForm } from '../useCheckedForm';
import styles from './AuthForm.module.css';

const FIELDS: { field: NewPasswordField; label: string; hint?: string }[] = [
  { field: 'password', label: 'New password', hint: `At least ${PASSWORD_MIN} characters.` },
  { field: 'confirmPassword', label: 'Confirm password' },
];

/** /reset-password?token=…: the link of the reset e-mail. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { values, errors, change, check } = useCheckedForm<NewPasswordValues>(
    { password: '', confirmPassword: '' },
    validateNewPassword,
    FIELDS,
    'reset',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    try {
      const response = await resetPassword({ token, password: values.password }).unwrap();
      // Not signed in: the new password is used to log in, which proves it works.
      toast.success(response.message);
      navigate(SHELL_ROUTES.login, { replace: true });
    } catch (error) {
      toast.error(resetErrorMessage(error));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <div className={styles.card}>
        <h1 id="reset-title" className={styles.title}>
          Reset password
        </h1>
        {token ? (
          <>
            <p className={styles.lead}>Choose a new password for your account.</p>
            <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
              {FIELDS.map(({ field, label, hint }) => (
                <FormField
                  key={field}
                  id={`reset-${field}`}
                  name={field}
                  label={label}
                  type="password"
                  autoComplete="new-password"
                  hint={hint}
                  required
                  value={values[field]}
                  error={errors[field]}
                  onChange={(e) => change(field, e.target.value)}
                />
              ))}
              <Button type="submit" size="lg" fullWidth disabled={isLoading}>
                {isLoading ? 'Saving…' : 'Reset password'}
              </Button>
            </form>
          </>
        ) : (
          <p className={styles.notice} role="alert">
            {PASSWORD_RESET_INVALID_MESSAGE}
          </p>
        )}
        <p className={styles.switch}>
          Link expired? <Link to={SHELL_ROUTES.forgotPassword}>Ask for a new one</Link>
        </p>
      </div>
    </section>
  );
}
