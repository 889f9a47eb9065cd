import { NEPAL_DISTRICTS } from '@pashmina/contracts';
import { useI18n } from '@pashmina/shared-ui';
import { FormField, type FormFieldProps } from './FormField';
import { SelectField, type SelectFieldProps } from './SelectField';

type AccountFieldProps = Omit<FormFieldProps, 'label' | 'type'>;

/** The account's phone, as the profile, the checkout's billing details and register ask for it. */
export function PhoneField(props: AccountFieldProps) {
  const { i18n } = useI18n();
  return (
    <FormField
      label={i18n._({ id: 'field.phone', message: 'Phone' })}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      {...props}
    />
  );
}

/** The account's delivery address. */
export function AddressField(props: AccountFieldProps) {
  const { i18n } = useI18n();
  return (
    <FormField
      label={i18n._({ id: 'field.address', message: 'Address' })}
      type="text"
      autoComplete="street-address"
      required
      {...props}
    />
  );
}

const DISTRICTS = NEPAL_DISTRICTS.map((district) => ({ value: district, label: district }));

/** Where the parcel goes: a native select of Nepal's 77 districts (the profile, the checkout's billing details). */
export function DistrictField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  const { i18n } = useI18n();
  // '' first: a customer who has not chosen one yet.
  const options = [
    { value: '', label: i18n._({ id: 'field.district.choose', message: 'Choose your district' }) },
    ...DISTRICTS,
  ];
  return (
    <SelectField
      label={i18n._({ id: 'field.district', message: 'District' })}
      options={options}
      autoComplete="address-level2"
      {...props}
    />
  );
}
