import { type FormEvent, useState } from 'react';
import { SETTINGS_SAVED_MESSAGE, type ShopSettings } from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import { PanelPage, QueryState } from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import { useGetShopSettingsQuery, useUpdateShopSettingsMutation } from '../../../components/shipping';
import styles from '../../../components/shipping/Shipping.module.css';

export const SETTINGS_TITLE = 'Settings';
export const VERIFY_PHONE_LABEL = 'Verify the phone number before cash on delivery';
export const SETTINGS_SAVE_FAILED_MESSAGE = 'Could not save the settings. Please try again.';

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const [verify, setVerify] = useState(settings.verifyPhoneForCashOnDelivery);
  const [contact, setContact] = useState(settings.contact);
  const [save, { isLoading }] = useUpdateShopSettingsMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ verifyPhoneForCashOnDelivery: verify, contact })
      .unwrap()
      .then(() => adminToast.success(SETTINGS_SAVED_MESSAGE))
      .catch((error: unknown) => adminToast.error(errorMessage(error, SETTINGS_SAVE_FAILED_MESSAGE)));
  };
  const line = (key: keyof ShopSettings['contact'], label: string) => (
    <>
      <label htmlFor={`contact-${key}`}>{label}</label>
      <input
        id={`contact-${key}`}
        value={contact[key]}
        required
        maxLength={200}
        onChange={(event) => setContact({ ...contact, [key]: event.target.value })}
      />
    </>
  );
  return (
    <form className={styles.form} onSubmit={submit}>
      <label className={styles.switch}>
        <input type="checkbox" checked={verify} onChange={(event) => setVerify(event.target.checked)} />
        {VERIFY_PHONE_LABEL}
      </label>
      <p className={styles.help}>
        With it on, a customer who pays cash on delivery first confirms their phone with a code sent by SMS.
      </p>
      <h2>Contact</h2>
      <p className={styles.help}>
        How customers reach the shop: on the Contact page and at the end of every customer e-mail.
      </p>
      {line('phone', 'Phone')}
      {line('email', 'E-mail')}
      {line('address', 'Address')}
      <Button type="submit" disabled={isLoading}>
        Save settings
      </Button>
    </form>
  );
}

/** /dashboard/admin/settings: the phone check before cash on delivery, and the shop's contact lines. */
export function SettingsPage() {
  const settings = useGetShopSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PanelPage title={SETTINGS_TITLE}>
      <QueryState query={settings} loading="Loading settings...">
        {(data) => <SettingsForm key={JSON.stringify(data)} settings={data} />}
      </QueryState>
    </PanelPage>
  );
}
