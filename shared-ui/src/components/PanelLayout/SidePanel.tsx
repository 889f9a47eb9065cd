import { NavLink, useLocation } from 'react-router-dom';
import styles from './SidePanel.module.css';
import { withoutTrailingSlashes } from '../../state/routes';

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

/** The side panel of the customer and admin areas: entries, then Logout. */
export function SidePanel({ title, entries, indexPath, onLogout }: SidePanelProps) {
  const { pathname } = useLocation();
  const atIndex = normalise(pathname) === normalise(indexPath);
  const titleId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <nav className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry, i) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              className={({ isActive }) =>
                isActive || (i === 0 && atIndex) ? `${styles.link} ${styles.active}` : styles.link
              }
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.logout} onClick={onLogout}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
