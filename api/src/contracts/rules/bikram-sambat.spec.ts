import {
  BIKRAM_SAMBAT_MONTHS,
  daysInBikramSambatMonth,
  formatBikramSambat,
  gregorianToBikramSambat,
  nepalDay,
  toBikramSambat,
} from './bikram-sambat';

// Days whose Bikram Sambat date is on record: new years, national days and the issue's own example.
const KNOWN: readonly [gregorian: string, year: number, month: number, day: number][] = [
  ['1943-04-14', 2000, 1, 1], // the table's first day
  ['2006-04-24', 2063, 1, 11], // Loktantra Diwas
  ['2008-05-28', 2065, 2, 15], // Republic Day, the first
  ['2015-04-14', 2072, 1, 1],
  ['2015-09-20', 2072, 6, 3], // the constitution promulgated
  ['2020-04-13', 2077, 1, 1],
  ['2022-04-14', 2079, 1, 1],
  ['2023-04-14', 2080, 1, 1],
  ['2024-04-13', 2081, 1, 1],
  ['2024-10-12', 2081, 6, 26], // Vijaya Dashami
  ['2025-04-14', 2082, 1, 1],
  ['2026-04-14', 2083, 1, 1],
  ['2026-11-27', 2083, 8, 11], // the '२०८३ मंसिर ११'
];

describe('Gregorian days in Bikram Sambat', () => {
  it.each(KNOWN)('%s is BS %i-%i-%i', (gregorian, year, month, day) => {
    const [y, m, d] = gregorian.split('-').map(Number);
    expect(gregorianToBikramSambat(y, m, d)).toEqual({ year, month, day });
  });

  it('turns the year in mid-April: Chaitra 30 2082, then Baisakh 1 2083', () => {
    expect(gregorianToBikramSambat(2026, 4, 13)).toEqual({ year: 2082, month: 12, day: 30 });
    expect(gregorianToBikramSambat(2026, 4, 14)).toEqual({ year: 2083, month: 1, day: 1 });
    // …while the Gregorian year turns in the middle of Poush.
    expect(gregorianToBikramSambat(2025, 12, 31)).toEqual({ year: 2082, month: 9, day: 16 });
    expect(gregorianToBikramSambat(2026, 1, 1)).toEqual({ year: 2082, month: 9, day: 17 });
  });

  it('counts every day once: consecutive days are consecutive Bikram Sambat days from 2000 to 2100', () => {
    let previous = gregorianToBikramSambat(1943, 4, 14)!;
    let days = 1;
    const wrong: string[] = [];
    for (let time = Date.UTC(1943, 3, 15); ; time += 86_400_000) {
      const date = new Date(time);
      const next = gregorianToBikramSambat(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      if (!next) break;
      const follows =
        next.year === previous.year && next.month === previous.month
          ? next.day === previous.day + 1
          : previous.day === daysInBikramSambatMonth(previous.year, previous.month) &&
            next.day === 1 &&
            (next.month === 1
              ? next.year === previous.year + 1 && previous.month === 12
              : next.year === previous.year && next.month === previous.month + 1);
      if (!follows) wrong.push(`${date.toISOString().slice(0, 10)}: ${JSON.stringify([previous, next])}`);
      previous = next;
      days += 1;
    }
    expect(wrong).toEqual([]);
    expect(previous).toEqual({ year: 2100, month: 12, day: daysInBikramSambatMonth(2100, 12) });
    // 101 years of 365 or 366 days.
    expect(days).toBeGreaterThanOrEqual(101 * 365);
    expect(days).toBeLessThanOrEqual(101 * 366);
  });

  it('has every year of 365 or 366 days, its months of 29 to 32', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      const months = Array.from({ length: 12 }, (_, index) => daysInBikramSambatMonth(year, index + 1)!);
      expect(months.every((days) => days >= 29 && days <= 32)).toBe(true);
      expect([365, 366]).toContain(months.reduce((sum, days) => sum + days, 0));
    }
  });

  it('knows nothing outside its table', () => {
    expect(gregorianToBikramSambat(1943, 4, 13)).toBeUndefined();
    expect(daysInBikramSambatMonth(1999, 1)).toBeUndefined();
    expect(daysInBikramSambatMonth(2101, 1)).toBeUndefined();
    expect(daysInBikramSambatMonth(2083, 13)).toBeUndefined();
  });
});

describe('instants in Bikram Sambat, in Nepal time', () => {
  it("dates an instant by Nepal's day (UTC+5:45), whatever the machine's time zone", () => {
    // 2026-04-14 00:00 in Kathmandu is 2026-04-13 18:15 UTC: the new year begins then.
    expect(toBikramSambat('2026-04-13T18:14:59.999Z')).toEqual({ year: 2082, month: 12, day: 30 });
    expect(toBikramSambat('2026-04-13T18:15:00.000Z')).toEqual({ year: 2083, month: 1, day: 1 });
    expect(toBikramSambat(new Date('2026-11-27T09:30:00.000Z'))).toEqual({ year: 2083, month: 8, day: 11 });
    expect(nepalDay('2026-04-13T18:15:00.000Z')).toBe('2026-04-14');
  });

  it('writes a date as Nepali pages do: Devanagari year, month name, day', () => {
    expect(formatBikramSambat('2026-11-27T09:30:00.000Z')).toBe('२०८३ मंसिर ११');
    expect(formatBikramSambat('2026-04-13T18:15:00.000Z')).toBe('२०८३ बैशाख १');
    expect(formatBikramSambat('2026-04-13T12:00:00.000Z')).toBe('२०८२ चैत ३०');
    expect(BIKRAM_SAMBAT_MONTHS).toHaveLength(12);
  });

  it('gives back a text that is not a date as it came, and a date outside the table in Gregorian', () => {
    expect(formatBikramSambat('soon')).toBe('soon');
    expect(formatBikramSambat('1900-01-01T00:00:00.000Z')).toBe('१९००-०१-०१');
  });
});
