import { NEPAL_DISTRICTS } from '@pashmina/contracts';
import { FormField, type FormFieldProps } from './FormField';
import { SelectField, type SelectFieldProps } from './SelectField';

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

/** '' first: a customer who has not chosen one yet. */
const DISTRICT_OPTIONS = [
  { value: '', label: 'Choose your district' },
  ...NEPAL_DISTRICTS.map((district) => ({ value: district, label: district })),
];

/** Where the parcel goes: a native select of Nepal's 77 districts (the profile, the checkout's billing details). */
export function DistrictField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  return <SelectField label="District" options={DISTRICT_OPTIONS} autoComplete="address-level2" {...props} />;
}
