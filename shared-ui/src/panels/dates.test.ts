import { formatDate, formatDateTime, monthName, shortMonthName } from './dates';

describe('month names', () => {
  it('names the month of a YYYY-MM key, in any time zone', () => {
    expect(shortMonthName('2026-01')).toBe('Jan 2026');
    expect(shortMonthName('2025-12')).toBe('Dec 2025');
    expect(monthName('2026-11')).toBe('November 2026');
  });

  it('shows an unexpected key as it came rather than a wrong month', () => {
    expect(monthName('2026-13')).toBe('2026-13');
    expect(shortMonthName('soon')).toBe('soon');
  });
});

describe('dates', () => {
  it("writes a day in the shop's way, and a text that is not a date as it came", () => {
    expect(formatDate('2026-11-05T09:30:00.000Z')).toMatch(/^[56] Nov 2026$/);
    expect(formatDateTime('2026-11-05T09:30:00.000Z')).toMatch(/^[56] Nov 2026, \d\d:\d\d$/);
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
