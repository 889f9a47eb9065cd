import { useState, type FormEvent, type ReactNode } from 'react';
import { DISCOUNT_CODE_MAX, MAX_PERCENT_DISCOUNT } from '@pashmina/contracts';
import { CheckboxField, FormField, SelectField } from '@pashmina/shared-ui/forms';
import { FormActions } from '../../../components/FormActions';
import { TYPE_OPTIONS, type DiscountFormErrors, type DiscountFormValues } from './discountFormValues';
import styles from '../../../components/ManageScreen.module.css';

export interface DiscountFormProps {
  initialValues: DiscountFormValues;
  submitLabel: string;
  busy: boolean;
  /** The server's messages, each next to the field it named. */
  errors: DiscountFormErrors;
  onSubmit: (values: DiscountFormValues) => void;
  /** More actions beside the submit button (the edit screen's Delete). */
  actions?: ReactNode;
}

/** A discount code's form, to create or edit one. It checks nothing itself: the server responds, field by field. */
export function DiscountForm({
  initialValues,
  submitLabel,
  busy,
  errors,
  onSubmit,
  actions,
}: DiscountFormProps) {
  const [values, setValues] = useState(initialValues);
  const set =
    <K extends keyof DiscountFormValues>(key: K) =>
    (value: DiscountFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<keyof DiscountFormValues, 'active' | 'type'>) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    error: errors[key],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormField
        id="discount-code"
        label="Code"
        required
        maxLength={DISCOUNT_CODE_MAX}
        autoCapitalize="characters"
        spellCheck={false}
        hint="3 to 32 letters, digits, - and _. Shoppers may type it in any case."
        {...text('code')}
      />
      <SelectField
        id="discount-type"
        label="Type"
        options={TYPE_OPTIONS}
        value={values.type}
        onChange={(event) => set('type')(event.target.value as DiscountFormValues['type'])}
        error={errors.type}
      />
      <FormField
        id="discount-value"
        label={values.type === 'percent' ? 'Percent off' : 'Rupees off'}
        type="number"
        inputMode="decimal"
        required
        min={1}
        max={values.type === 'percent' ? MAX_PERCENT_DISCOUNT : undefined}
        hint={
          values.type === 'percent'
            ? `1 to ${MAX_PERCENT_DISCOUNT}.`
            : 'Never more than the order’s subtotal.'
        }
        {...text('value')}
      />
      <FormField
        id="discount-min-subtotal"
        label="Minimum subtotal (Rs.)"
        type="number"
        inputMode="decimal"
        min={0}
        {...text('minSubtotal')}
      />
      <FormField
        id="discount-starts"
        label="Starts"
        type="datetime-local"
        hint="Empty: at once."
        {...text('startsAt')}
      />
      <FormField
        id="discount-ends"
        label="Ends"
        type="datetime-local"
        hint="Empty: never."
        {...text('endsAt')}
      />
      <FormField
        id="discount-usage-limit"
        label="Usage limit (orders)"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Empty: no limit. A cancelled order gives its use back."
        {...text('usageLimit')}
      />
      <FormField
        id="discount-per-customer"
        label="Uses per customer"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Counted by account and by phone number."
        {...text('perCustomerLimit')}
      />
      <CheckboxField
        id="discount-active"
        label="Active"
        checked={values.active}
        onChange={(event) => set('active')(event.target.checked)}
        error={errors.active}
      />
      <FormActions submitLabel={submitLabel} busy={busy}>
        {actions}
      </FormActions>
    </form>
  );
}
