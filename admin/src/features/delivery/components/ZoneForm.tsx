import { useState, type FormEvent, type ReactNode } from 'react';
import {
  DELIVERY_DAYS_MAX,
  DELIVERY_ZONE_NAME_MAX,
  type DeliveryZone,
  NEPAL_DISTRICTS,
} from '@pashmina/contracts';
import { CheckboxField, FormField } from '@pashmina/shared-ui/forms';
import { FormActions } from '../../../components/FormActions';
import type { ZoneFormErrors, ZoneFormValues } from './zoneFormValues';
import styles from './DeliveryPage.module.css';

export interface ZoneFormProps {
  /** The zone edited; undefined for a new one. */
  zoneId?: string;
  initialValues: ZoneFormValues;
  /** Every zone, to group the districts' checkboxes by the zone each is in now. */
  zones: DeliveryZone[];
  submitLabel: string;
  busy: boolean;
  errors: ZoneFormErrors;
  onSubmit: (values: ZoneFormValues) => void;
  actions?: ReactNode;
}

const idOf = (district: string) => `zone-district-${district.replace(/\s+/g, '-').toLowerCase()}`;

/**
 * A zone's fields, and its districts as checkboxes grouped by the zone each is in: checking one moves it here on
 * save. A district of this zone stays checked (it leaves only by being moved into another zone).
 */
export function ZoneForm({
  zoneId,
  initialValues,
  zones,
  submitLabel,
  busy,
  errors,
  onSubmit,
  actions,
}: ZoneFormProps) {
  const [values, setValues] = useState(initialValues);
  const set =
    <K extends keyof ZoneFormValues>(key: K) =>
    (value: ZoneFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'fee' | 'freeFrom' | 'days') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    error: errors[key],
  });
  const own = new Set(zones.find((zone) => zone._id === zoneId)?.districts ?? []);
  const checked = new Set(values.districts);
  const toggle = (district: string, on: boolean) =>
    set('districts')(
      on
        ? NEPAL_DISTRICTS.filter((name) => checked.has(name) || name === district)
        : values.districts.filter((name) => name !== district),
    );
  const groups = zones
    .map((zone) => ({ zone, districts: zone.districts }))
    .filter((group) => group.districts.length > 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <FormField id="zone-name" label="Name" required maxLength={DELIVERY_ZONE_NAME_MAX} {...text('name')} />
      <FormField
        id="zone-fee"
        label="Fee (Rs.)"
        inputMode="decimal"
        required
        hint="Rs. 0 to Rs. 10,000."
        {...text('fee')}
      />
      <FormField
        id="zone-free-from"
        label="Free from (Rs.)"
        inputMode="decimal"
        hint="Delivery is free when the goods after any discount reach this. Leave empty for never free."
        {...text('freeFrom')}
      />
      <CheckboxField
        id="zone-cash"
        label="Cash on delivery"
        checked={values.cashOnDelivery}
        onChange={(event) => set('cashOnDelivery')(event.target.checked)}
        hint="Couriers collect cash in this zone's districts."
        error={errors.cashOnDelivery}
      />
      <FormField
        id="zone-days"
        label="Days"
        maxLength={DELIVERY_DAYS_MAX}
        hint="How long delivery takes, e.g. 1-2."
        {...text('days')}
      />
      <fieldset
        className={styles.districts}
        aria-describedby={errors.districts ? 'zone-districts-error' : undefined}
      >
        <legend>Districts</legend>
        <p className={styles.hint}>Checking a district moves it into this zone when you save.</p>
        {errors.districts && (
          <p id="zone-districts-error" className={styles.error} role="alert">
            {errors.districts}
          </p>
        )}
        {groups.map(({ zone, districts }) => (
          <fieldset key={zone._id} className={styles.group}>
            <legend>
              {zone.name} ({districts.length})
            </legend>
            <div className={styles.checks}>
              {districts.map((district) => (
                <label key={district} htmlFor={idOf(district)} className={styles.check}>
                  <input
                    id={idOf(district)}
                    type="checkbox"
                    checked={checked.has(district)}
                    disabled={own.has(district)}
                    onChange={(event) => toggle(district, event.target.checked)}
                  />
                  {district}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <FormActions submitLabel={submitLabel} busy={busy}>
        {actions}
      </FormActions>
    </form>
  );
}
