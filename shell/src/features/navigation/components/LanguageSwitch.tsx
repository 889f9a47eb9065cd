import { useLocation } from 'react-router-dom';
import {
  isEnglishOnlyPath,
  type Language,
  languageCookie,
  pathInLanguage,
  useI18n,
} from '@pashmina/shared-ui';
import styles from './Navbar.module.css';

/** Each language's name in itself, as the switch offers it. */
const NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली' };

/**
 * The switch to the same page in the other language: an ordinary link (the other language's page loads as a page
 * of its own, its catalog with it), and the choice remembered in a cookie, which the bare `/` goes by. None on the
 * admin's pages, which are in English only.
 */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const { language } = useI18n();
  if (isEnglishOnlyPath(pathname)) return null;
  const other: Language = language === 'ne' ? 'en' : 'ne';
  return (
    <a
      href={pathInLanguage(`${pathname}${search}${hash}`, other)}
      lang={other}
      hrefLang={other}
      className={`${styles.link} ${styles.language}`}
      onClick={() => {
        document.cookie = languageCookie(other);
        onNavigate?.();
      }}
    >
      {NAMES[other]}
    </a>
  );
}
