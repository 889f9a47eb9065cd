// The form fields, imported as '@pashmina/shared-ui/forms': the labelled input, select, text area, check box and
// picture field with their hint and error, the account's phone, address and district, and the admin's search box.
// Not a Module Federation singleton: each app bundles what it uses of them in the chunks of its forms (sign-in, the
// cart's code, the checkout, the account, the admin), so a landing page, where no form is, downloads none of them.
// They reach the shared singleton (the page's language, the rules' messages) through '@pashmina/shared-ui', never
// by a relative path, which would bundle a second copy of it.
export { FormField, type FormFieldProps } from './FormField/FormField';
export { describedByOf, FieldMessages } from './FormField/FieldMessages';
export { PhoneField, AddressField, DistrictField } from './FormField/AccountFields';
export { SelectField, type SelectFieldProps, type SelectOption } from './FormField/SelectField';
export { TextareaField, type TextareaFieldProps } from './FormField/TextareaField';
export { CheckboxField, type CheckboxFieldProps } from './FormField/CheckboxField';
export { ImageFileField, type ImageFileFieldProps } from './ImageFileField/ImageFileField';
export { SearchBox, type SearchBoxProps } from './SearchBox/SearchBox';
