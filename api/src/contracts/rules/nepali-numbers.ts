// Numbers and money as Nepali pages and e-mails write them: Devanagari digits and lakh grouping (१२,३४,५००),
// amounts as 'रु १२,३४,५००' with paisa only when there are some. Written by hand, not with Intl: Chromium's ICU has no
// Nepali data (Intl.NumberFormat.supportedLocalesOf(['ne']) is empty there while Node has it), so a page formatted with
// Intl would differ between the server's first screen and the browser. The shop server, the browser and the API all
// use these, and their unit tests hold them to Node's Intl.NumberFormat('ne-NP').
import { formatRupees, inLakhs } from './money';
import type { Language } from './language';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** '2083-08-11' → '२०८३-०८-११': every ASCII digit of a text in Devanagari, everything else as it is. */
export function toDevanagariDigits(text: string | number): string {
  return String(text).replace(/\d/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]);
}

/** '२' → '2': every Devanagari digit of a text in ASCII, so a field typed on a Nepali keyboard reads as a number. */
export function fromDevanagariDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));
}

/**
 * A quantity, a count or a page number: '१२,३४,५६७', '१.५', '-१,२३४', as Intl.NumberFormat('ne-NP') writes it
 * (lakh grouping, at most 3 decimals, rounded half away from zero). A value that is not finite is written as given.
 */
export function formatNepaliNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // Whole numbers as they are: counted in thousandths, those above 9 × 10^12 would lose their last digits.
  if (Number.isInteger(value))
    return toDevanagariDigits(`${value < 0 ? '-' : ''}${inLakhs(String(Math.abs(value)))}`);
  const thousandths = Math.round(Math.abs(value) * 1000);
  const fraction = thousandths % 1000;
  const whole = inLakhs(String((thousandths - fraction) / 1000));
  let decimals = fraction ? `.${String(fraction).padStart(3, '0')}` : '';
  while (decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return toDevanagariDigits(`${value < 0 && thousandths ? '-' : ''}${whole}${decimals}`);
}

/** The Nepali word for rupees, before every amount: 'रु' (the shop's English pages write 'Rs.'). */
export const NEPALI_RUPEES = 'रु';

/**
 * 'रु १२,३४,५००', or 'रु १२,३४,५००.५०' when there are paisa: an amount of rupees (as the JSON carries them, from
 * integer paisa) the way Nepali pages and e-mails write it, as formatRupees writes 'Rs. 12,34,500' in English.
 */
export function formatNepaliRupees(amount: number): string {
  const paisa = Math.round(Math.abs(amount) * 100);
  const rest = paisa % 100;
  const whole = inLakhs(String((paisa - rest) / 100));
  return `${NEPALI_RUPEES} ${toDevanagariDigits(
    `${amount < 0 && paisa ? '-' : ''}${whole}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`,
  )}`;
}

/** An amount in a page's or an e-mail's language: 'Rs. 12,34,500' or 'रु १२,३४,५००'. */
export const formatAmount = (amount: number, language: Language): string =>
  language === 'ne' ? formatNepaliRupees(amount) : formatRupees(amount);

/** A quantity, count or page number in a language: '12' or '१२' ('1234567' in English stays as it is written today). */
export const formatCount = (count: number, language: Language): string =>
  language === 'ne' ? formatNepaliNumber(count) : String(count);
