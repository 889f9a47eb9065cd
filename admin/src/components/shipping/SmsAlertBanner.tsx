import { useGetSmsAlertQuery } from './shippingApi';
import styles from './Shipping.module.css';

const ALERTS: Record<number, string> = {
  1002: 'Sparrow SMS refuses the shop’s token (code 1002): texts are not going out. Check SPARROW_SMS_TOKEN.',
  1013: 'Sparrow SMS reports no credit left (code 1013): texts are not going out. Top up the account.',
};

/** On the dashboard: Sparrow refused the token or has no credit, and no text has gone out since. */
export function SmsAlertBanner() {
  const { data } = useGetSmsAlertQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data?.alert) return null;
  return (
    <p role="alert" className={styles.alert}>
      {ALERTS[data.alert.code] ?? `Sparrow SMS refused the texts (code ${data.alert.code}).`}
    </p>
  );
}
