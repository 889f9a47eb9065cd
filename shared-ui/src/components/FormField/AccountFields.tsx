import { FormField, type FormFieldProps } from './FormField';

type AccountFieldProps = Omit<FormFieldProps, 'label' | 'type'>;

/** The account's phone, as the profile, the checkout's billing details and register ask for it. */
export function PhoneField(props: AccountFieldProps) {
  return (
    <FormField label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" required {...props} />
  );
}

/** The account's delivery address. */
export function AddressField(props: AccountFieldProps) {
  return <FormField label="Address" type="text" autoComplete="street-address" required {...props} />;
}
