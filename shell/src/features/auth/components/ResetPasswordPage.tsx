import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN, PASSWORD_RESET_INVALID_MESSAGE } from '@pashmina/contracts';
import {
  Button,
  errorMessage,
  errorStatus,
  formatCount,
  SHELL_ROUTES,
  toast,
  useI18n,
  useRuleMessage,
} from '@pashmina/shared-ui';
import { FormField } from '@pashmina/shared-ui/forms';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '../api/passwordReset';
import {
  resetErrorMessage,
  validateNewPassword,
  type NewPasswordField,
  type NewPasswordValues,
} from '../validation';
import { useCheckedForm } from '../useCheckedForm';
import styles from './AuthForm.module.css';

/** /reset-password?token=…: the link of the reset e-mail. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  // Asked on opening, so a used or expired link is told before a new password is typed. Anything but a 400 (a
  // limit, a lost connection) leaves the form: the reset itself then says what is wrong.
  const link = useCheckResetLinkQuery(token, { skip: !token, refetchOnMountOrArgChange: true });
  const refused = !token
    ? PASSWORD_RESET_INVALID_MESSAGE
    : errorStatus(link.error) === 400
      ? errorMessage(link.error, PASSWORD_RESET_INVALID_MESSAGE)
      : undefined;
  // What the reset answered, in the form above its button: it stays until the next try.
  const [problem, setProblem] = useState<string>();
  const { i18n, language } = useI18n();
  const rule = useRuleMessage();
  const fields: { field: NewPasswordField; label: string; hint?: string }[] = [
    {
      field: 'password',
      label: i18n._({ id: 'field.newPassword', message: 'New password' }),
      hint: i18n._({
        id: 'register.password.hint',
        message: 'At least {min} characters.',
        values: { min: formatCount(PASSWORD_MIN, language) },
      }),
    },
    { field: 'confirmPassword', label: i18n._({ id: 'field.confirmPassword', message: 'Confirm password' }) },
  ];
  const { values, errors, change, check } = useCheckedForm<NewPasswordValues>(
    { password: '', confirmPassword: '' },
    validateNewPassword,
    fields,
    'reset',
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    setProblem(undefined);
    try {
      const response = await resetPassword({ token, password: values.password }).unwrap();
      // Not signed in: the new password is used to log in, which proves it works.
      toast.success(response.message);
      navigate(SHELL_ROUTES.login, { replace: true });
    } catch (error) {
      setProblem(resetErrorMessage(error));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <div className={styles.card}>
        <h1 id="reset-title" className={styles.title}>
          {i18n._({ id: 'page.resetPassword.title', message: 'Reset password' })}
        </h1>
        {!refused ? (
          <>
            <p className={styles.lead}>
              {i18n._({ id: 'reset.lead', message: 'Choose a new password for your account.' })}
            </p>
            <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
              {fields.map(({ field, label, hint }) => (
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
              {problem && (
                <p className={styles.problem} role="alert">
                  {problem}
                </p>
              )}
              <Button type="submit" size="lg" fullWidth disabled={isLoading}>
                {isLoading
                  ? i18n._({ id: 'reset.busy', message: 'Saving…' })
                  : i18n._({ id: 'page.resetPassword.title', message: 'Reset password' })}
              </Button>
            </form>
          </>
        ) : (
          <p className={styles.notice} role="alert">
            {rule(refused)}
          </p>
        )}
        <p className={styles.switch}>
          {i18n._({ id: 'reset.expired', message: 'Link expired?' })}{' '}
          <Link to={SHELL_ROUTES.forgotPassword}>
            {i18n._({ id: 'reset.askAgain', message: 'Ask for a new one' })}
          </Link>
        </p>
      </div>
    </section>
  );
}
