import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_COUNTDOWN_SECONDS } from '@pashmina/contracts';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import styles from './AuthForm.module.css';

/** 'Redirecting you in N seconds', then /login carrying the current path (state.from and ?redirect=). */
export function RedirectCountdown() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [seconds, setSeconds] = useState(REDIRECT_COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(s - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds > 0) return;
    const from = `${pathname}${search}`;
    navigate(
      { pathname: SHELL_ROUTES.login.toLowerCase(), search: `?redirect=${encodeURIComponent(from)}` },
      { replace: true, state: { from } },
    );
  }, [seconds, pathname, search, navigate]);

  return (
    <section className={styles.page} aria-labelledby="redirect-title">
      <div className={styles.card}>
        <h1 id="redirect-title" className={styles.title}>
          Please log in
        </h1>
        <p className={styles.lead} role="status" aria-live="polite" aria-atomic="true">
          Redirecting you in {seconds} seconds
        </p>
      </div>
    </section>
  );
}
