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
