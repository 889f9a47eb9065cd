import { EMAIL_SEARCH_MAX, type EmailStatus } from '@pashmina/contracts';
import { StatusListControls } from '../../../components/StatusListControls';
import { EMAIL_LOG_FILTERS } from '../messages';
import styles from './EmailsPage.module.css';

export interface EmailLogControlsProps {
  q: string;
  status: EmailStatus | undefined;
  onSearch: (q: string) => void;
  onFilter: (status: EmailStatus | undefined) => void;
}

const SEARCH = {
  id: 'email-search',
  name: 'E-mails',
  label: 'Search by recipient',
  maxLength: EMAIL_SEARCH_MAX,
};

/** Search by recipient (applied on Enter) and the status filters. */
export function EmailLogControls(props: EmailLogControlsProps) {
  return (
    <StatusListControls {...props} search={SEARCH} filters={EMAIL_LOG_FILTERS} className={styles.controls} />
  );
}
