import { formatLastUpdated } from '../../src/utils/lastUpdated';

// spec 2.4: the Last Updated line has a date and a time.
describe('formatLastUpdated', () => {
  const time = Date.UTC(2025, 0, 2, 9, 5);
  it.each([
    ['en', 'Jan 2, 2025 09:05 UTC'],
    ['zh', '2025年1月2日 09:05 UTC'],
  ])('%s → %s', (locale, expected) => {
    expect(formatLastUpdated(time, locale)).toBe(expected);
  });

  it('gives nothing for an invalid time', () => {
    expect(formatLastUpdated(Number.NaN, 'en')).toBe('');
  });
});

// The hand-written date must read exactly as Intl's did, on every month.
describe('formatLastUpdated matches Intl.DateTimeFormat', () => {
  it.each(Array.from({ length: 12 }, (_, month) => month))('month %i', (month) => {
    const time = Date.UTC(2026, month, 28, 23, 59);
    const intl = (locale: string, monthStyle: 'short' | 'long') =>
      new Intl.DateTimeFormat(locale, { year: 'numeric', month: monthStyle, day: 'numeric', timeZone: 'UTC' }).format(time);
    expect(formatLastUpdated(time, 'en')).toBe(`${intl('en-US', 'short')} 23:59 UTC`);
    expect(formatLastUpdated(time, 'zh')).toBe(`${intl('zh-CN', 'long')} 23:59 UTC`);
  });
});
