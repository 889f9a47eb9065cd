import { Outlet } from 'react-router-dom';
import { SidePanel, type SidePanelProps } from './SidePanel';
import styles from './PanelLayout.module.css';

/** A dashboard area (customer or admin): its side panel beside the current page. */
export function PanelLayout(props: SidePanelProps) {
  return (
    <div className={styles.layout}>
      <SidePanel {...props} />
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
