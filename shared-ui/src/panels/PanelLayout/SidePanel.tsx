import { useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styles from './SidePanel.module.css';
import { useI18n, withoutTrailingSlashes } from '@pashmina/shared-ui';

export interface SidePanelEntry {
  to: string;
  label: string;
}

export interface SidePanelProps {
  /** 'User Panel', 'Admin Panel'. */
  title: string;
  entries: SidePanelEntry[];
  /** The area's index path: its page is the first entry's page, so that entry is current there too. */
  indexPath: string;
  onLogout: () => void;
}

const normalise = (path: string) => withoutTrailingSlashes(path).toLowerCase();

/**
 * The side panel of the customer and admin areas: entries, then Logout. On a phone they fold behind a
 * 'Menu' button; the list stays in the page and only the CSS hides it, so wide screens are unchanged.
 */
export function SidePanel({ title, entries, indexPath, onLogout }: SidePanelProps) {
  const { i18n } = useI18n();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const atIndex = normalise(pathname) === normalise(indexPath);
  const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  const listId = `${title.toLowerCase().replace(/\W+/g, '-')}-entries`;
  const close = () => setOpen(false);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      close();
      document.getElementById(`${listId}-toggle`)?.focus();
    }
  };

  return (
    <nav className={styles.panel} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          id={`${listId}-toggle`}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          {i18n._({ id: 'panel.menu', message: 'Menu' })}
        </button>
      </div>
      <ul id={listId} className={open ? `${styles.list} ${styles.open}` : styles.list}>
        {entries.map((entry, i) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              onClick={close}
              className={({ isActive }) =>
                isActive || (i === 0 && atIndex) ? `${styles.link} ${styles.active}` : styles.link
              }
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.logout}
            onClick={() => {
              close();
              onLogout();
            }}
          >
            {i18n._({ id: 'panel.logout', message: 'Logout' })}
          </button>
        </li>
      </ul>
    </nav>
  );
}
