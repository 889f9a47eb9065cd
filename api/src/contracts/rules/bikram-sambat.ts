// Dates in Bikram Sambat, the calendar Nepal lives by: '२०८३ मंसिर ११'. Its months are solar and their lengths
// (29 to 32 days) follow no formula, so they come from a table: BS 2000 to 2100 (AD 1943 to 2044). BS 2000 to 2090
// are nepali-date-converter 3.4.0's (the unit tests check every day against it, and against dates on record); 2091
// to 2100, beyond any published calendar, are the projection most converters use, to be corrected when Nepal's
// calendar committee publishes those years. Small on purpose: it ships to the browser.
import { toDevanagariDigits } from './nepali-numbers';

/** A day of Bikram Sambat: month 1 is Baisakh (mid-April), 12 is Chaitra. */
export interface BikramSambatDate {
  year: number;
  month: number;
  day: number;
}

/** The months as Nepal writes them, Baisakh first. */
export const BIKRAM_SAMBAT_MONTHS = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

export const FIRST_BIKRAM_SAMBAT_YEAR = 2000;
export const LAST_BIKRAM_SAMBAT_YEAR = 2100;

/**
 * Each year's twelve month lengths, less 29 (so one digit a month, '0' to '3'), BS 2000 first: twelve digits a year.
 * A digit string rather than arrays of numbers: about a third of the size in the browser's bundle.
 */
const MONTH_LENGTHS =
  '132321110102223222101011223321101011232321110012132321110102223222101011223321101011232321110012222322011002' +
  '223222101011223321101011232321110012222322011011223222101011223321101011232321110012222322011011223222101011' +
  '232321101011232321110102222322101011223222101011232321110011232321110102222322101011223222101011232321110012' +
  '132321110102223222101011223231101011232321110012132321110102223222101011223321101011232321110012132322011002' +
  '223222101011223321101011232321110012222322011011223222101011223321101011232321110012222322011011223222101011' +
  '232321101011232321110012222322101011223222101011232321110011232321110102222322101011223222101011232321110011' +
  '232321110102223222101011223231101011232321110012132321110102223222101011223321101011232321110012132322010102' +
  '223222101011223321101011232321110012222322011002223222101011223321101011232321110012222322011011223222101011' +
  '232321101011232321110012222322101011223222101011232321110011232321110102222322101011223222101011232321110011' +
  '232321110102223222101011223222101011232321110012132321110102223222101011223222110111123312110111132321110111' +
  '132321110111223222110111123321110111132321110111223221110111223222101111223321101011232321110111223222010102' +
  '232321110012232312101011';

const DAY_MS = 86_400_000;
/** BS 2000 Baisakh 1 was AD 1943-04-14: its number of days since 1970-01-01. */
const FIRST_DAY = Date.UTC(1943, 3, 14) / DAY_MS;
/**
 * Nepal's time is UTC+5:45 all year. An instant's day is Nepal's day, wherever it is written: the shop server (in UTC)
 * and a shopper's browser then write the same date, and an order placed at 00:30 in Kathmandu is dated that day.
 */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The number of days in a month of a year in the table (month 1 to 12), or undefined outside it. */
export function daysInBikramSambatMonth(year: number, month: number): number | undefined {
  if (!Number.isInteger(year) || year < FIRST_BIKRAM_SAMBAT_YEAR || year > LAST_BIKRAM_SAMBAT_YEAR)
    return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return 29 + Number(MONTH_LENGTHS[(year - FIRST_BIKRAM_SAMBAT_YEAR) * 12 + month - 1]);
}

/** Days from BS 2000 Baisakh 1 to each year's Baisakh 1, and to the day after the table: made on first use. */
let yearStarts: number[] | undefined;
function startsOfYears(): number[] {
  if (yearStarts) return yearStarts;
  const starts = [0];
  for (let at = 0; at < MONTH_LENGTHS.length; at += 12) {
    let days = 0;
    for (let month = 0; month < 12; month += 1) days += 29 + Number(MONTH_LENGTHS[at + month]);
    starts.push(starts[starts.length - 1] + days);
  }
  return (yearStarts = starts);
}

/** The Bikram Sambat day of a number of days since 1970-01-01, or undefined outside the table. */
function bikramSambatOfDayNumber(dayNumber: number): BikramSambatDate | undefined {
  const starts = startsOfYears();
  const sinceFirst = dayNumber - FIRST_DAY;
  if (sinceFirst < 0 || sinceFirst >= starts[starts.length - 1]) return undefined;
  let year = 0;
  while (starts[year + 1] <= sinceFirst) year += 1;
  let days = sinceFirst - starts[year];
  for (let month = 0; ; month += 1) {
    const length = 29 + Number(MONTH_LENGTHS[year * 12 + month]);
    if (days < length) return { year: FIRST_BIKRAM_SAMBAT_YEAR + year, month: month + 1, day: days + 1 };
    days -= length;
  }
}

/** A Gregorian day (month 1 to 12) in Bikram Sambat: 2026-11-27 is 2083 Mangsir 11. Undefined outside the table. */
export function gregorianToBikramSambat(
  year: number,
  month: number,
  day: number,
): BikramSambatDate | undefined {
  const time = Date.UTC(year, month - 1, day);
  return Number.isNaN(time) ? undefined : bikramSambatOfDayNumber(time / DAY_MS);
}

function instantOf(when: Date | string): Date | undefined {
  const date = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The Bikram Sambat day of an instant (an ISO text as the API sends, or a Date), in Nepal's time. */
export function toBikramSambat(when: Date | string): BikramSambatDate | undefined {
  const date = instantOf(when);
  return date && bikramSambatOfDayNumber(Math.floor((date.getTime() + NEPAL_OFFSET_MS) / DAY_MS));
}

/** The same instant's Gregorian day in Nepal's time, 'YYYY-MM-DD': what a Bikram Sambat date's `title` can say. */
export function nepalDay(when: Date | string): string | undefined {
  const date = instantOf(when);
  return date && new Date(date.getTime() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * '२०८३ मंसिर ११': an instant's day in Bikram Sambat, as Nepali pages and e-mails write dates. A text that is not a
 * date comes back as it came (as the English dates do); a date outside the table as its Gregorian day in Devanagari.
 */
export function formatBikramSambat(when: Date | string): string {
  const date = toBikramSambat(when);
  if (date) return toDevanagariDigits(`${date.year} ${BIKRAM_SAMBAT_MONTHS[date.month - 1]} ${date.day}`);
  const day = nepalDay(when);
  return day ? toDevanagariDigits(day) : String(when);
}
