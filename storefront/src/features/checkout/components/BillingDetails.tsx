import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { accountFieldErrors, type SessionUser } from '@pashmina/contracts';
import {
  Button,
  errorMessage,
  errorStatus,
  cartDistrictChosen,
  sessionStarted,
  sessionUserUpdated,
  SHELL_ROUTES,
  STOREFRONT_ROUTES,
  toast,
  useAppDispatch,
  useI18n,
} from '@pashmina/shared-ui';
import { useUpdateProfileMutation } from '@pashmina/shared-ui/orders';
import { AddressField, DistrictField, PhoneField } from '@pashmina/shared-ui/forms';
import styles from './Checkout.module.css';

const loginState = { from: STOREFRONT_ROUTES.cart };

/** Billing information of the logged-in shopper, the district it goes to, and the form to change phone and address. */
export function BillingDetails({
  user,
  token,
  district,
  keepDistrict = true,
  onKeepDistrictChange,
}: {
  user: SessionUser | null;
  token: string | null;
  /** The cart's district: chosen here, else the profile's. */
  district: string;
  /** Whether the district the order goes to is kept on the profile once it is placed (a tick, on by default). */
  keepDistrict?: boolean;
  onKeepDistrictChange?: (keep: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const { i18n } = useI18n();
  const title = i18n._({ id: 'checkout.billing', message: 'Billing information' });
  const districtField = (
    <DistrictField
      id="billing-district"
      value={district}
      required
      onChange={(e) => dispatch(cartDistrictChosen(e.target.value))}
      hint={i18n._({
        id: 'checkout.district.hint',
        message: 'Where we deliver: it sets the delivery charge.',
      })}
    />
  );
  if (!user || !token) {
    return (
      <section className={styles.box} aria-labelledby="billing-title">
        <h2 id="billing-title" className={styles.heading}>
          {title}
        </h2>
        <p className={styles.muted}>
          <Link to={SHELL_ROUTES.login} state={loginState}>
            {i18n._({ id: 'checkout.billing.login', message: 'Log in' })}
          </Link>{' '}
          {i18n._({
            id: 'checkout.billing.loginWhy',
            message: 'to see your billing information and check out.',
          })}
        </p>
        {/* A guest sees the delivery to their district before logging in: it stays with the cart. */}
        {districtField}
      </section>
    );
  }
  const newDistrict = Boolean(district) && district !== (user.district ?? '');
  return (
    <section className={styles.box} aria-labelledby="billing-title">
      <h2 id="billing-title" className={styles.heading}>
        {title}
      </h2>
      <dl className={styles.details}>
        <dt>{i18n._({ id: 'field.name', message: 'Name' })}</dt>
        <dd>{user.name}</dd>
        <dt>{i18n._({ id: 'field.email', message: 'Email' })}</dt>
        <dd>{user.email}</dd>
        <dt>{i18n._({ id: 'field.phone', message: 'Phone' })}</dt>
        <dd>{user.phone}</dd>
        <dt>{i18n._({ id: 'field.address', message: 'Address' })}</dt>
        <dd>{user.address}</dd>
      </dl>
      {districtField}
      {newDistrict && (
        <label className={styles.keep}>
          <input
            type="checkbox"
            checked={keepDistrict}
            onChange={(e) => onKeepDistrictChange?.(e.target.checked)}
          />{' '}
          {i18n._({
            id: 'checkout.district.keep',
            message: 'Keep {district} on my profile',
            values: { district },
          })}
        </label>
      )}
      {/* Keyed by user, so the fields start from the saved values again after an update. */}
      <BillingForm key={`${user._id}|${user.phone}|${user.address}`} user={user} />
    </section>
  );
}

function BillingForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [phone, setPhone] = useState(user.phone);
  const [address, setAddress] = useState(user.address);
  const [errors, setErrors] = useState<{ phone?: string; address?: string }>({});
  const { i18n } = useI18n();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The profile's rules; name, e-mail and password are not edited here (a blank password keeps it).
    const { phone: phoneError, address: addressError } = accountFieldErrors(
      { name: user.name, email: user.email, password: '', phone, address },
      { passwordOptional: true },
    );
    const found = { phone: phoneError, address: addressError };
    setErrors(found);
    if (found.phone || found.address) return;
    try {
      const response = await update({
        name: user.name,
        email: user.email,
        phone: phone.trim(),
        address: address.trim(),
      }).unwrap();
      // A new token comes back only when the password changed; keep the session on it then.
      if (response.token) dispatch(sessionStarted({ user: response.updatedUser, token: response.token }));
      else dispatch(sessionUserUpdated(response.updatedUser));
      toast.success(response.message);
    } catch (error) {
      if (errorStatus(error) === 401) return; // the session has ended; the shopper was told
      toast.error(errorMessage(error, i18n._({ id: 'error.title', message: 'Something went wrong' })));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
      <p className={styles.formTitle}>
        {i18n._({ id: 'checkout.update.title', message: 'Update phone and address' })}
      </p>
      <PhoneField
        id="billing-phone"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
      />
      <AddressField
        id="billing-address"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={errors.address}
      />
      <Button type="submit" variant="secondary" disabled={isLoading}>
        {isLoading
          ? i18n._({ id: 'checkout.update.busy', message: 'Updating…' })
          : i18n._({ id: 'checkout.update', message: 'Update address' })}
      </Button>
    </form>
  );
}
