import { isNarrowLayout, narrowLayoutQuery, MENU_BAR_HEIGHT } from '../../src/utils/docLayout';
import { sidebarGroupAnimation } from '../../src/utils/sidebarAnimation';

// spec 9: narrow layout at width 960 or less, or 1280 or less when the page has an outline.
describe('narrow doc layout', () => {
  it.each([
    [375, false, true],
    [960, false, true],
    [961, false, false],
    [1024, false, false],
    [1024, true, true],
    [1280, true, true],
    [1281, true, false],
    [1440, false, false],
  ])('width %i, outline %s → narrow %s', (width, hasOutline, narrow) => {
    expect(isNarrowLayout(width, hasOutline)).toBe(narrow);
  });

  it('matches the media queries', () => {
    expect(narrowLayoutQuery(false)).toBe('(max-width: 960px)');
    expect(narrowLayoutQuery(true)).toBe('(max-width: 1280px)');
    expect(MENU_BAR_HEIGHT).toBe(46);
  });
});

// spec 9: sidebar groups expand in 0.3 s and collapse in 0.5 s.
describe('sidebarGroupAnimation', () => {
  it.each([
    [false, false, 300],
    [true, false, 500],
    [false, true, 1],
    [true, true, 1],
  ])('collapsing %s, reduced motion %s → %i ms', (collapsed, reduced, duration) => {
    expect(sidebarGroupAnimation(collapsed, reduced).duration).toBe(duration);
  });
});
