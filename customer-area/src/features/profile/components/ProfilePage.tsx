import { useState, type FormEvent } from 'react';
import {
  accountFieldErrors,
  PROFILE_FAILED_MESSAGE,
  type AccountErrors,
  type SessionUser,
  type UpdateProfileRequest,
} from '@pashmina/contracts';
import {
  Button,
  EmptyState,
  errorMessage,
  errorStatus,
  selectSessionUser,
  sessionRenewed,
  sessionUserUpdated,
  toast,
  useAppDispatch,
  useAppSelector,
  useI18n,
} from '@pashmina/shared-ui';
import { useUpdateProfileMutation } from '@pashmina/shared-ui/orders';
import { AddressField, DistrictField, FormField, PhoneField } from '@pashmina/shared-ui/forms';
import { PanelPage } from '@pashmina/shared-ui/panels';
import styles from './ProfilePage.module.css';

export const PROFILE_TITLE = 'Your Profile';
export const UPDATE_BUTTON = 'Update your account';

/** 'Your Profile': name, phone, address, district and an optional new password; the e-mail is shown but cannot change. */
export function ProfilePage() {
  const user = useAppSelector(selectSessionUser);
  const { i18n } = useI18n();
  return (
    <PanelPage title={i18n._({ id: 'profile.title', message: 'Your Profile' })} narrow>
      {user ? (
        // Keyed by the saved values, so the form starts from them again after an update.
        <ProfileForm
          key={`${user._id}|${user.name}|${user.phone}|${user.address}|${user.district ?? ''}`}
          user={user}
        />
      ) : (
        <EmptyState message={i18n._({ id: 'profile.logIn', message: 'Log in to see your profile.' })} />
      )}
    </PanelPage>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone);
  const [address, setAddress] = useState(user.address);
  const [district, setDistrict] = useState(user.district ?? '');
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<AccountErrors>({});
  const { i18n } = useI18n();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The messages are shown, but the request goes anyway: the server decides for itself (docs/rules.md, Accounts).
    setErrors(
      accountFieldErrors({ name, email: user.email, password, phone, address }, { passwordOptional: true }),
    );
    const body: UpdateProfileRequest = {
      name: name.trim(),
      email: user.email,
      phone: phone.trim(),
      address: address.trim(),
      district,
    };
    if (password !== '') {
      body.password = password;
      body.currentPassword = currentPassword;
    }
    try {
      const response = await update(body).unwrap();
      // A new token comes back when the password changed: older ones no longer work, so keep this one.
      if (response.token) dispatch(sessionRenewed({ user: response.updatedUser, token: response.token }));
      else dispatch(sessionUserUpdated(response.updatedUser));
      setPassword('');
      setCurrentPassword('');
      toast.success(response.message);
    } catch (error) {
      if (errorStatus(error) === 401) return; // the session has ended; the shopper was told
      toast.error(errorMessage(error, PROFILE_FAILED_MESSAGE));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading}>
      <FormField
        id="profile-name"
        label={i18n._({ id: 'field.name', message: 'Name' })}
        type="text"
        autoComplete="name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <FormField
        id="profile-email"
        label={i18n._({ id: 'field.email', message: 'Email' })}
        type="email"
        value={user.email}
        disabled
        readOnly
        hint={i18n._({ id: 'profile.email.hint', message: 'Your e-mail cannot be changed.' })}
      />
      <PhoneField
        id="profile-phone"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        error={errors.phone}
      />
      <AddressField
        id="profile-address"
        value={address}
        onChange={(e) => setAddress(e.target.value)}
        error={errors.address}
      />
      <DistrictField
        id="profile-district"
        value={district}
        onChange={(e) => setDistrict(e.target.value)}
        hint={i18n._({
          id: 'profile.district.hint',
          message: 'Where your parcels go: it sets the delivery charge.',
        })}
      />
      <FormField
        id="profile-password"
        label={i18n._({ id: 'field.newPassword', message: 'New password' })}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={i18n._({ id: 'profile.password.hint', message: 'Leave blank to keep your current password.' })}
        error={errors.password}
      />
      {password !== '' && (
        <FormField
          id="profile-current-password"
          label={i18n._({ id: 'field.currentPassword', message: 'Current password' })}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          hint={i18n._({ id: 'profile.currentPassword.hint', message: 'Needed to set a new password.' })}
        />
      )}
      <Button type="submit" disabled={isLoading} className={styles.submit}>
        {i18n._({ id: 'profile.update', message: 'Update your account' })}
      </Button>
    </form>
  );
}
