import { Transform } from 'class-transformer';

// Multipart and query values arrive as strings. These conversions are explicit and strict: anything that is not
// clearly a number or a boolean is passed through unchanged so the validators reject it with a readable message.

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** '12.5' → 12.5; '' → undefined (absent); 'abc' stays 'abc' (fails @IsNumber). */
export const ToNumber = () =>
  Transform(({ value }) => {
    if (isBlank(value)) return undefined;
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(value.trim()))
      return Number(value.trim());
    return value;
  });

/** 'true'/'1'/'on' → true, 'false'/'0'/'off' → false, '' → undefined, anything else unchanged (fails @IsBoolean). */
export const ToBoolean = () =>
  Transform(({ value }) => {
    if (isBlank(value)) return undefined;
    if (typeof value === 'boolean') return value;
    const text = String(value).trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(text)) return true;
    if (['false', '0', 'off', 'no'].includes(text)) return false;
    return value;
  });

/** Trims strings; a blank string becomes undefined (absent). */
export const TrimToUndefined = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));

/** Trims strings; a blank string becomes null (clears an optional text field). */
export const TrimToNull = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
