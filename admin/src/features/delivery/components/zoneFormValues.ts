import type { DeliveryZone, DeliveryZoneWriteFields } from '@pashmina/contracts';

/** The zone form's fields as typed: text, so a half-typed amount is kept as it is until the server answers. */
export interface ZoneFormValues {
  name: string;
  fee: string;
  /** '' for never free. */
  freeFrom: string;
  cashOnDelivery: boolean;
  days: string;
  /** The districts checked: those of the zone, and those to move into it. */
  districts: string[];
}

export type ZoneFormField = 'name' | 'fee' | 'freeFrom' | 'cashOnDelivery' | 'days' | 'districts';
export type ZoneFormErrors = Partial<Record<ZoneFormField, string>>;
const FIELDS: readonly string[] = ['name', 'fee', 'freeFrom', 'cashOnDelivery', 'days', 'districts'];
export const isZoneFormField = (field: string): field is ZoneFormField => FIELDS.includes(field);

export const NEW_ZONE: ZoneFormValues = {
  name: '',
  fee: '',
  freeFrom: '',
  cashOnDelivery: true,
  days: '',
  districts: [],
};

export const valuesOf = (zone: DeliveryZone): ZoneFormValues => ({
  name: zone.name,
  fee: String(zone.fee),
  freeFrom: zone.freeFrom === null ? '' : String(zone.freeFrom),
  cashOnDelivery: zone.cashOnDelivery,
  days: zone.days,
  districts: zone.districts,
});

/** A number as typed; anything else goes as it is, and the server names the field. */
const amount = (text: string): number | string => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

export const writeFieldsOf = (values: ZoneFormValues): DeliveryZoneWriteFields =>
  ({
    name: values.name,
    fee: amount(values.fee),
    freeFrom: values.freeFrom.trim() === '' ? null : amount(values.freeFrom),
    cashOnDelivery: values.cashOnDelivery,
    days: values.days,
    districts: values.districts,
  }) as DeliveryZoneWriteFields;
