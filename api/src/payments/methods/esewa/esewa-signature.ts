// eSewa ePay v2's signature: Base64 of HMAC-SHA256, with the merchant's secret, over `name=value` pairs of the fields
// `signed_field_names` lists, joined by commas in that order. The form, the return and the sandbox sign with this one
// function, so the shop signs and checks exactly as eSewa does.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields eSewa asks the form to sign, in its order. */
export const FORM_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

/** The message eSewa signs: `total_amount=110,transaction_uuid=241028,product_code=EPAYTEST`. */
export function signedMessage(fields: Record<string, unknown>, signedFieldNames: string): string {
  return signedFieldNames
    .split(',')
    .map((name) => `${name}=${valueText(fields[name])}`)
    .join(',');
}

export function esewaSignature(
  secret: string,
  fields: Record<string, unknown>,
  signedFieldNames: string,
): string {
  return createHmac('sha256', secret).update(signedMessage(fields, signedFieldNames)).digest('base64');
}

/**
 * Whether `fields.signature` signs the fields its own `signed_field_names` lists, with the values exactly as sent.
 * Every listed field must be there; the comparison takes the same time however much of it matches.
 */
export function hasValidSignature(secret: string, fields: Record<string, unknown>): boolean {
  const names = fields.signed_field_names;
  const signature = fields.signature;
  if (typeof names !== 'string' || typeof signature !== 'string' || !names || names.length > 500)
    return false;
  if (names.split(',').some((name) => !['string', 'number'].includes(typeof fields[name]))) return false;
  const expected = Buffer.from(esewaSignature(secret, fields, names));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A value as eSewa sent it: numbers as JavaScript writes them (eSewa's JSON may carry 110.0 as 110), text unchanged. */
function valueText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** Rupees as eSewa's form takes them: `110`, or `4929.15` when there are paisa. */
export function esewaAmount(paisa: number): string {
  return paisa % 100 === 0 ? String(paisa / 100) : (paisa / 100).toFixed(2);
}

/** eSewa's rupees back to paisa ('110', '110.0', 110, '4,929.15'); NaN when they are not an amount. */
export function paisaOfEsewa(amount: unknown): number {
  const text =
    typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.replace(/,/g, '') : '';
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(text.trim())) return NaN;
  return Math.round(Number(text) * 100);
}
