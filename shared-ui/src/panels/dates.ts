// How the shop writes dates: the shop's locale ('5 Nov 2026') in the reader's time zone, and the dashboard's
// months by name. A text that is not a date is shown as it came, rather than as a wrong or 'Invalid' date. A Nepali
// page writes them in Bikram Sambat ('२०८३ मंसिर ११') with the contracts' one formatter, the Gregorian day in a `title`.
import { formatBikramSambat, nepalDay } from '@pashmina/contracts';
import type { Language } from '@pashmina/shared-ui';

// Each formatter is made on first use: building the four took 70 to 190 ms of a phone's main thread (4× CPU
// slowdown) at start-up, on pages that write no date.
const dateTime = formatterOf('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = formatterOf('en-GB', { dateStyle: 'medium' });
// A month key belongs to that calendar month whatever the reader's time zone: read and written in UTC.
const shortMonth = formatterOf('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonth = formatterOf('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM' (as the API names a month) → its first day, UTC. */
function monthStart(month: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return null;
  return new Date(Date.UTC(Number(match[1]), index, 1));
}

const writer =
  (read: (text: string) => Date | null, format: () => Intl.DateTimeFormat) =>
  (text: string): string => {
    const date = read(text);
    return date ? format().format(date) : text;
  };

/** '5 Nov 2026, 14:30' */
export const formatDateTime = writer(instant, dateTime);
/** '5 Nov 2026' */
export const formatDate = writer(instant, dateOnly);
/** '2026-11' → 'Nov 2026', for a chart's axis (twelve labels fit a phone). */
export const shortMonthName = writer(monthStart, shortMonth);
/** '2026-11' → 'November 2026' */
export const monthName = writer(monthStart, longMonth);

/** A date as a page in `language` shows it: its text, and on a Nepali page the Gregorian day in a `title`. */
export function dateIn(
  iso: string,
  language: Language,
  english: (iso: string) => string,
): { text: string; title?: string } {
  if (language === 'en') return { text: english(iso) };
  const day = nepalDay(iso);
  return day ? { text: formatBikramSambat(iso), title: english(iso) } : { text: formatBikramSambat(iso) };
}
