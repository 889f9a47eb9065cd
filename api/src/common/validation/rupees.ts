import { IS_NUMBER, ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * How many decimal places a number has, as JavaScript writes it: 12.5 has 1, 1e-9 has 9, 1.5e-7 has 8, 1e308 and -0
 * have none. class-validator's own `maxDecimalPlaces` splits `String(value)` at its dot, which a number written with
 * an exponent and no dot (1e-9) does not have: it threw, and every money field answered 500.
 */
export function decimalPlaces(value: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** A finite number with at most two decimal places: rupees with paisa. */
export function isRupees(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && decimalPlaces(value) <= 2;
}

/**
 * A money field: rupees with at most two decimal places, or the field's message. Named as class-validator's
 * IsNumber, which it replaces, so a refusal lists the same constraint.
 */
export const IsRupees = (options: ValidationOptions & { message: string }): PropertyDecorator =>
  ValidateBy({ name: IS_NUMBER, validator: { validate: isRupees } }, options);
