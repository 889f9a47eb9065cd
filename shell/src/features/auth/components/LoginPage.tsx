import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, sessionStarted, SHELL_ROUTES, toast, useAppDispatch, useI18n } from '@pashmina/shared-ui';
import { useLoginMutation } from '../api/signIn';
import { FormField } from '@pashmina/shared-ui/forms';
import { loginErrorMessage, pathAfterLogin, safeReturnPath } from '../validation';
import styles from './AuthForm.module.css';

/** Where the guard or the checkout sent the shopper from: `state.from`, else `?redirect=`. */
function useReturnPath(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  return safeReturnPath(state?.from) ?? safeReturnPath(params.get('redirect'));
}

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = useReturnPath();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Said in the form, beside the button, so it stays until the next try (a toast would vanish, and cover the bar).
  const [problem, setProblem] = useState<string>();
  const { i18n } = useI18n();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const response = await login({ email: email.trim(), password }).unwrap();
      if (!response.success || !response.token) {
        setProblem(response.message);
        return;
      }
      dispatch(sessionStarted({ user: response.user, token: response.token }));
      toast.success(response.message);
      navigate(pathAfterLogin(response.user.role, from), { replace: true });
    } catch (error) {
      setProblem(loginErrorMessage(error));
    }
  };

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          {i18n._({ id: 'page.login.title', message: 'Login' })}
        </h1>
        <p className={styles.lead}>
          {i18n._({ id: 'login.lead', message: 'Welcome back. Log in to check out and see your orders.' })}
        </p>
        <form className={styles.form} onSubmit={submit} aria-busy={isLoading}>
          <FormField
            id="login-email"
            label={i18n._({ id: 'field.email', message: 'Email' })}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormField
            id="login-password"
            label={i18n._({ id: 'field.password', message: 'Password' })}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={problem ? 'login-problem' : undefined}
          />
          <p className={styles.aside}>
            <Link to={SHELL_ROUTES.forgotPassword}>
              {i18n._({ id: 'login.forgot', message: 'Forgot password?' })}
            </Link>
          </p>
          {problem && (
            <p id="login-problem" className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" size="lg" fullWidth disabled={isLoading}>
            {isLoading
              ? i18n._({ id: 'login.busy', message: 'Logging in…' })
              : i18n._({ id: 'page.login.title', message: 'Login' })}
          </Button>
        </form>
        <p className={styles.switch}>
          {i18n._({ id: 'login.new', message: 'New here?' })}{' '}
          <Link to={SHELL_ROUTES.register} state={from ? { from } : undefined}>
            {i18n._({ id: 'login.create', message: 'Create an account' })}
          </Link>
        </p>
      </div>
    </section>
  );
}
