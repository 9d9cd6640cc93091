import lunr from 'lunr';
import { findOccurrences, normalizeRanges, splitHighlights } from '../../src/utils/search/highlight';
import { cutSnippet, ELLIPSIS, SNIPPET_MAX_WIDTH } from '../../src/utils/search/snippet';
import { termPositions } from '../../src/utils/search/termPositions';
import { charWidth, textWidth } from '../../src/utils/search/width';

const marked = (text: string, ranges: { start: number; length: number }[]) => ranges.map(({ start, length }) => text.slice(start, start + length));

describe('charWidth / textWidth (spec 5: East Asian characters count 3)', () => {
  it.each([
    ['a', 1],
    [' ', 1],
    ['é', 1],
    ['测', 3],
    ['，', 3], // full-width comma
    ['。', 3],
    ['カ', 3],
    ['한', 3],
    ['𠀀', 3], // a Han character outside the BMP (a surrogate pair)
    ['…', 1],
  ])('%s is %i wide', (char, width) => {
    expect(charWidth(char)).toBe(width);
  });

  it.each([
    ['', 0],
    ['rstest', 6],
    ['测试', 6],
    ['用 rstest 测试', 3 + 1 + 6 + 1 + 6],
    ['𠀀a', 4],
  ])('%j is %i wide', (text, width) => {
    expect(textWidth(text)).toBe(width);
  });
});

describe('normalizeRanges / splitHighlights (spec 2.7: highlight ranges rendered as marks)', () => {
  it.each([
    ['sorts and keeps apart', [{ start: 6, length: 2 }, { start: 0, length: 3 }], 10, [{ start: 0, length: 3 }, { start: 6, length: 2 }]],
    ['merges overlapping ranges', [{ start: 0, length: 4 }, { start: 2, length: 4 }], 10, [{ start: 0, length: 6 }]],
    ['merges touching ranges', [{ start: 0, length: 2 }, { start: 2, length: 2 }], 10, [{ start: 0, length: 4 }]],
    ['drops a range inside another', [{ start: 0, length: 6 }, { start: 1, length: 2 }], 10, [{ start: 0, length: 6 }]],
    ['clips to the text', [{ start: -3, length: 5 }, { start: 8, length: 10 }], 10, [{ start: 0, length: 2 }, { start: 8, length: 2 }]],
    ['drops empty and outside ranges', [{ start: 3, length: 0 }, { start: 20, length: 2 }, { start: NaN, length: 2 }], 10, []],
  ])('%s', (_name, ranges, length, expected) => {
    expect(normalizeRanges(ranges, length)).toEqual(expected);
  });

  it('splits text into marked and plain segments, in order', () => {
    expect(splitHighlights('use rstest.fn to mock', [{ start: 4, length: 9 }, { start: 17, length: 4 }])).toEqual([
      { text: 'use ', highlighted: false },
      { text: 'rstest.fn', highlighted: true },
      { text: ' to ', highlighted: false },
      { text: 'mock', highlighted: true },
    ]);
  });

  it('returns the whole text unmarked without ranges, and nothing for an empty text', () => {
    expect(splitHighlights('plain', [])).toEqual([{ text: 'plain', highlighted: false }]);
    expect(splitHighlights('', [{ start: 0, length: 3 }])).toEqual([]);
  });

  it('finds every occurrence, ignoring case, with regex characters taken literally', () => {
    const text = 'Retry a test. retry(3) and RETRY.';
    expect(marked(text, findOccurrences(text, ['retry']))).toEqual(['Retry', 'retry', 'RETRY']);
    expect(marked(text, findOccurrences(text, ['(3)']))).toEqual(['(3)']);
    expect(findOccurrences(text, ['', 'zzz'])).toEqual([]);
  });
});

describe('cutSnippet (spec 9: about 100 characters; spec 5: East Asian = 3)', () => {
  const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `word${i + from}`).join(' ');

  it('returns a text that fits whole, with its ranges', () => {
    const text = 'Retries a failed test.';
    expect(cutSnippet(text, [{ start: 0, length: 7 }])).toEqual({ text, highlights: [{ start: 0, length: 7 }] });
  });

  it('cuts a long English text to at most 100 wide, around the match, on word boundaries', () => {
    const text = `${words(40)} NEEDLE ${words(40, 40)}`;
    const at = text.indexOf('NEEDLE');
    const snippet = cutSnippet(text, [{ start: at, length: 6 }]);
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(SNIPPET_MAX_WIDTH);
    expect(textWidth(snippet.text)).toBeGreaterThan(80);
    expect(snippet.text.startsWith(ELLIPSIS)).toBe(true);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
    expect(marked(snippet.text, snippet.highlights)).toEqual(['NEEDLE']);
    // No half words at the cuts: every word is a whole wordN.
    for (const token of snippet.text.replace(/…/g, '').trim().split(/\s+/)) expect(token).toMatch(/^(word\d+|NEEDLE)$/);
    // The match sits roughly in the middle.
    const middle = snippet.highlights[0].start / snippet.text.length;
    expect(middle).toBeGreaterThan(0.3);
    expect(middle).toBeLessThan(0.7);
  });

  it('cuts a Chinese text to a third of the characters of an English one', () => {
    const text = `${'这是一段很长的中文说明文字'.repeat(8)}测试套件${'后面还有更多的中文内容'.repeat(8)}`;
    const at = text.indexOf('测试套件');
    const snippet = cutSnippet(text, [{ start: at, length: 4 }]);
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(SNIPPET_MAX_WIDTH);
    // 100 wide = about 32 Chinese characters plus the two ellipses, not 100 characters.
    expect(snippet.text.length).toBeLessThanOrEqual(34);
    expect(snippet.text.length).toBeGreaterThanOrEqual(30);
    expect(marked(snippet.text, snippet.highlights)).toEqual(['测试套件']);
  });

  it('counts mixed text by width: Latin 1, Chinese 3', () => {
    const text = `${'使用 rstest 运行测试，'.repeat(10)}fakeTimers${'然后检查结果。'.repeat(10)}`;
    const at = text.indexOf('fakeTimers');
    const snippet = cutSnippet(text, [{ start: at, length: 10 }]);
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(SNIPPET_MAX_WIDTH);
    expect(textWidth(snippet.text)).toBeGreaterThanOrEqual(SNIPPET_MAX_WIDTH - 6);
    expect(marked(snippet.text, snippet.highlights)).toEqual(['fakeTimers']);
  });

  it('never marks a fragment of another match at a cut: the match is left out whole', () => {
    // 33 Chinese characters fill the 100-wide window; 测试套件 at the edge would be cut to 测.
    const text = `测试${'用'.repeat(29)}测试套件${'例'.repeat(10)}`;
    const ranges = findOccurrences(text, ['测试套件', '测试']);
    const snippet = cutSnippet(text, ranges);
    expect(marked(snippet.text, snippet.highlights).every((mark) => mark === '测试' || mark === '测试套件')).toBe(true);
    expect(marked(snippet.text, snippet.highlights)).toContain('测试');
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
  });

  it('keeps the other ranges that fall inside the window, and drops the rest', () => {
    const text = `alpha ${words(5)} beta ${words(60)} gamma`;
    const ranges = findOccurrences(text, ['alpha', 'beta', 'gamma']);
    const snippet = cutSnippet(text, ranges);
    expect(marked(snippet.text, snippet.highlights)).toEqual(['alpha', 'beta']);
    expect(snippet.text.startsWith(ELLIPSIS)).toBe(false);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
  });

  it('starts at the text start when the match is near it, and ends at the end when near it', () => {
    const text = `NEEDLE ${words(50)}`;
    const head = cutSnippet(text, [{ start: 0, length: 6 }]);
    expect(head.text.startsWith('NEEDLE')).toBe(true);
    expect(head.highlights).toEqual([{ start: 0, length: 6 }]);
    const tail = `${words(50)} NEEDLE`;
    const end = cutSnippet(tail, [{ start: tail.length - 6, length: 6 }]);
    expect(end.text.endsWith('NEEDLE')).toBe(true);
    expect(marked(end.text, end.highlights)).toEqual(['NEEDLE']);
  });

  it('cuts a match wider than the snippet and still marks what is shown', () => {
    const text = `intro ${'x'.repeat(300)} outro`;
    const snippet = cutSnippet(text, [{ start: 6, length: 300 }]);
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(SNIPPET_MAX_WIDTH);
    expect(snippet.highlights).toHaveLength(1);
    expect(marked(snippet.text, snippet.highlights)[0]).toMatch(/^x+$/);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'𠀀'.repeat(60)}测试${'𠀀'.repeat(60)}`;
    const snippet = cutSnippet(text, [{ start: text.indexOf('测试'), length: 2 }]);
    expect(snippet.text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    expect(textWidth(snippet.text)).toBeLessThanOrEqual(SNIPPET_MAX_WIDTH);
  });

  it('shows the start of a long text without any match', () => {
    const snippet = cutSnippet(words(60), []);
    expect(snippet.text.startsWith('word0 ')).toBe(true);
    expect(snippet.text.endsWith(ELLIPSIS)).toBe(true);
    expect(snippet.highlights).toEqual([]);
  });
});

describe('termPositions (marks for the index terms a hit matched)', () => {
  const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

  it.each([
    ['stemmed English terms match every inflection', 'Retries: a retry retried by retrying', ['retri'], ['Retries', 'retry', 'retried', 'retrying']],
    ['terms match whole words only', 'mocks and mockInstance', ['mock'], ['mocks']],
    ['parts of snake_case words match', 'set the test_timeout option', ['timeout'], ['timeout']],
    ['Chinese terms match as substrings', '测试套件里的每个测试都会运行', ['测试', '套件'], ['测试套件', '测试']],
    ['mixed terms', '用 describe 组织测试', ['describ', '测试'], ['describe', '测试']],
    ['no term, no mark', 'nothing to see', [], []],
  ])('%s', (_name, text, terms, expected) => {
    expect(marked(text, termPositions(text, terms, stem))).toEqual(expected);
  });
});
