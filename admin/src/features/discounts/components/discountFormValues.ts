import {
  DEFAULT_PER_CUSTOMER_LIMIT,
  DISCOUNT_TYPES,
  type DiscountCode,
  type DiscountType,
  type DiscountWriteFields,
} from '@pashmina/contracts';

/** The form's values as its inputs hold them (text), dates as the browser's local date and time. */
export interface DiscountFormValues {
  code: string;
  type: DiscountType;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

const FORM_FIELDS: readonly string[] = [
  'code',
  'type',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'active',
] satisfies (keyof DiscountFormValues)[];
export type DiscountFormField = keyof DiscountFormValues;
export type DiscountFormErrors = Partial<Record<DiscountFormField, string>>;
export const isDiscountFormField = (field: string): field is DiscountFormField => FORM_FIELDS.includes(field);

export const TYPE_OPTIONS = DISCOUNT_TYPES.map((type) => ({
  value: type,
  label: type === 'percent' ? 'Percent off' : 'Rupees off',
}));

export const newDiscountValues = (): DiscountFormValues => ({
  code: '',
  type: 'percent',
  value: '',
  minSubtotal: '0',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: String(DEFAULT_PER_CUSTOMER_LIMIT),
  active: true,
});

/** An ISO time → what a datetime-local input shows, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const valuesOf = (code: DiscountCode): DiscountFormValues => ({
  code: code.code,
  type: code.type,
  value: String(code.value),
  minSubtotal: String(code.minSubtotal),
  startsAt: localInput(code.startsAt),
  endsAt: localInput(code.endsAt),
  usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
  perCustomerLimit: String(code.perCustomerLimit),
  active: code.active,
});

/** A number as typed; blank text is `blank`. Anything else the server refuses with its message. */
const numberOr = <T>(text: string, blank: T): number | T => (text.trim() === '' ? blank : Number(text));
const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/** What the form sends: every field (an edit sends them all too; blank dates and limit clear them). */
export const writeFieldsOf = (values: DiscountFormValues): DiscountWriteFields => ({
  code: values.code.trim(),
  type: values.type,
  value: numberOr(values.value, Number.NaN),
  minSubtotal: numberOr(values.minSubtotal, 0),
  startsAt: isoOf(values.startsAt),
  endsAt: isoOf(values.endsAt),
  usageLimit: numberOr(values.usageLimit, null),
  perCustomerLimit: numberOr(values.perCustomerLimit, DEFAULT_PER_CUSTOMER_LIMIT),
  active: values.active,
});
