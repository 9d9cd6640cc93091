import { activeHeadingId, READING_LINE_MARGIN } from '../../src/utils/outline';

// spec 2.4: the outline highlights the heading the reader is in.
describe('activeHeadingId', () => {
  const page = { offset: 72, scrollY: 400, viewportHeight: 800, documentHeight: 5000 };
  const line = 72 + READING_LINE_MARGIN;
  const headings = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i + 1}`, top }));

  it.each([
    ['no headings', headings(), page, null],
    ['before the first heading', headings(300, 900, 1500), page, null],
    ['the first heading just reached the reading line', headings(line, 600, 1200), page, 'h1'],
    ['a heading just below the reading line does not count yet', headings(line + 1, 600, 1200), page, null],
    ['deep inside the second section', headings(-900, -200, 700), page, 'h2'],
    ['a heading hidden under the navbar still counts as passed', headings(-400, 60, 700), page, 'h2'],
    ['a larger offset (narrow layout menu bar) moves the line down', headings(-400, 120, 700), { ...page, offset: 118 }, 'h2'],
    ['at the bottom of the page the last heading wins', headings(-900, 200, 600), { ...page, scrollY: 4200 }, 'h3'],
    ['a page too short to scroll does not jump to the last heading', headings(300, 500, 700), { ...page, scrollY: 0, documentHeight: 800 }, null],
  ])('%s', (_case, list, state, expected) => {
    expect(activeHeadingId(list, state)).toBe(expected);
  });
});
