import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './AuthForm.module.css';

export const REDIRECT_SECONDS = 5;

/** 'Redirecting you in N seconds', then /login carrying the current path (state.from and ?redirect=). */
export function RedirectCountdown() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(s - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds > 0) return;
    const from = `${pathname}${search}`;
    navigate(
      { pathname: '/login', search: `?redirect=${encodeURIComponent(from)}` },
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
