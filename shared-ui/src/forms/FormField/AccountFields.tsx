import { districtsInOrder, type Language } from '@pashmina/contracts';
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

/** Each language's list of the districts: the English name as the value (what the API takes), the page's as the label. */
const DISTRICTS = new Map<Language, { value: string; label: string }[]>();
const districtOptions = (language: Language) => {
  let options = DISTRICTS.get(language);
  if (!options) {
    options = districtsInOrder(language).map(({ district, name }) => ({ value: district, label: name }));
    DISTRICTS.set(language, options);
  }
  return options;
};

/**
 * Where the parcel goes: a native select of Nepal's 77 districts (the profile, the checkout's billing details), by
 * their Nepali names in Nepali order on a Nepali page.
 */
export function DistrictField(props: Omit<SelectFieldProps, 'label' | 'options'>) {
  const { i18n, language } = useI18n();
  // '' first: a customer who has not chosen one yet.
  const options = [
    { value: '', label: i18n._({ id: 'field.district.choose', message: 'Choose your district' }) },
    ...districtOptions(language),
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
