// The shop's social profiles, with inline icons (no icon font, no third-party script).
import styles from './ContactPage.module.css';

const SOCIAL = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17.3 5.7a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  },
  {
    name: 'X',
    href: 'https://x.com/',
    path: 'M4 4h4.6l3.9 5.4L17 4h3l-6.1 7.1L20.5 20h-4.6l-4.2-5.8L6.7 20h-3l6.6-7.6z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M21.6 7.2c-.2-1-1-1.7-2-1.9C17.9 5 12 5 12 5s-5.9 0-7.6.3c-1 .2-1.8.9-2 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8c.2 1 1 1.7 2 1.9 1.7.3 7.6.3 7.6.3s5.9 0 7.6-.3c1-.2 1.8-.9 2-1.9.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM10 15.2V8.8l5.2 3.2z',
  },
];

export function SocialLinks() {
  return (
    <ul className={styles.social} aria-label="Follow us">
      {SOCIAL.map((s) => (
        <li key={s.name}>
          <a
            className={styles.socialLink}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Pashmina Shop on ${s.name} (opens in a new tab)`}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={s.path} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
