/**
 * The Chinese cut and the query variants of a keyword (issue 39): the same
 * cuts and queries as easyops' cutZhWords and smartQueries, found in time
 * linear in the text (easyops listed every cut: a pasted question of 30
 * characters froze the tab).
 */
import lunr from 'lunr';
import { cutZhWords } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/cutZhWords.js';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';
import { anyWordTerms, queryVariants } from '../../src/utils/search/queryVariants';
import { cutChinese, wordsByFirstUnit } from '../../src/utils/search/zhCut';
// Registers lunr's Chinese pipeline (lunr.zh) as the engine's chunk does.
import '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';

const zhStopWords = (lunr as unknown as { zh: { stopWordFilter: (word: string) => unknown } }).zh.stopWordFilter;
const OPTIONS = { lunrQuery: lunr.Query, stopWordFilters: [lunr.stopWordFilter, zhStopWords], fuzzyDistance: 1 };

/** A small seeded random generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = [...'测试超时模拟函数'];
const pick = <T,>(next: () => number, items: readonly T[]) => items[Math.floor(next() * items.length)];
const word = (next: () => number, min: number, max: number) => Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, () => pick(next, ALPHABET)).join('');
/** A sorted dictionary of distinct words of 1 to 4 characters, as the index's terms are sorted. */
const dictionary = (next: () => number, size: number) => [...new Set(Array.from({ length: size }, () => word(next, 1, 4)))].sort();

describe('cutChinese', () => {
  it('finds the first six cuts easyops finds, in its order, for 400 random texts and dictionaries', () => {
    const next = random(39);
    for (let round = 0; round < 400; round += 1) {
      const words = dictionary(next, 2 + Math.floor(next() * 14));
      // Characters outside the dictionary's alphabet make skipped characters (easyops' "missed").
      const text = Array.from({ length: 1 + Math.floor(next() * 9) }, () => (next() < 0.1 ? '龘' : pick(next, ALPHABET))).join('');
      expect({ text, words, cuts: cutChinese(text, words) }).toEqual({ text, words, cuts: cutZhWords(text, words).slice(0, 6) });
    }
  });

  it('cuts a glossary term into the index words, whole words before beginnings of words', () => {
    const words = ['快照', '快照测试', '测试', '测试套件', '更新'];
    expect(cutChinese('更新快照', words)).toEqual([[{ value: '更新' }, { value: '快照' }], [{ value: '更新' }, { value: '快照', trailing: true }]]);
    expect(cutChinese('更新快照', words)).toEqual(cutZhWords('更新快照', words).slice(0, 6));
    expect(cutChinese('龘靐', words)).toEqual([]);
  });

  /**
   * Every split of a text over this dictionary is a cut (every string of one
   * to three of its characters is a word): easyops' walk visits more than 2^n
   * of them. The work done here grows with the length of the text alone.
   */
  const dense = (() => {
    const characters = [...'测试超时模拟'];
    const words: string[] = [];
    const grow = (prefix: string) => {
      if (prefix) words.push(prefix);
      if (prefix.length < 3) for (const character of characters) grow(prefix + character);
    };
    grow('');
    return { characters, words: words.sort() };
  })();
  const text = (length: number) => Array.from({ length }, (_, k) => dense.characters[(k * 7 + (k >> 2)) % dense.characters.length]).join('');
  const stepsOf = (length: number) => {
    const work = { steps: 0 };
    const cuts = cutChinese(text(length), dense.words, 6, work);
    return { steps: work.steps, cuts };
  };

  it('is linear in the length of the text: a 200-character question and a 10,000-character paste', () => {
    const short = stepsOf(200);
    const long = stepsOf(10_000);
    const perCharacter = short.steps / 200;
    // A constant of the dictionary per character (the words of one first
    // character, and six cuts of each of the three pieces starting there, twice).
    expect(perCharacter).toBeLessThanOrEqual(43 + 6 * 3 * 2 + 6 * 3 * 2 + 7);
    expect(long.steps / 10_000).toBeLessThanOrEqual(perCharacter * 1.05);
    expect(long.steps / 10_000).toBeGreaterThanOrEqual(perCharacter * 0.95);
    // Six cuts, each one of a third as many pieces as characters (the dictionary's longest words).
    expect(long.cuts).toHaveLength(6);
    expect(long.cuts[0].map((piece) => piece.value).join('')).toBe(text(10_000));
    expect(long.cuts[0]).toHaveLength(Math.ceil(10_000 / 3));
  });

  it('cuts a 10,000-character paste quickly (easyops did not finish 30 characters in seconds)', () => {
    const started = performance.now();
    stepsOf(10_000);
    // Generous for a shared machine; on a laptop this takes about 50 ms.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('queryVariants', () => {
  const latin = ['mock', 'the', 'timer', 'of', 'retry'];
  it('makes the queries easyops makes, for 300 random keywords of Latin and Chinese words', () => {
    const next = random(24);
    let compared = 0;
    for (let round = 0; round < 300; round += 1) {
      const words = dictionary(next, 4 + Math.floor(next() * 12));
      const tokens = Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.5 ? pick(next, latin) : word(next, 1, 4)));
      // easyops looks for every token inside words when a Chinese run has no cut; this does not (see below).
      if (tokens.some((token) => /\p{Unified_Ideograph}/u.test(token) && cutChinese(token, words).length === 0)) continue;
      compared += 1;
      // Less-one variants are marked (the ranking counts a word left out); easyops' have no mark.
      const queries = queryVariants(tokens, words, OPTIONS).map(({ tokens: t, term }) => ({ tokens: t, term }));
      expect({ tokens, words, queries }).toEqual({ tokens, words, queries: JSON.parse(JSON.stringify(smartQueries(tokens, words))) });
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('looks inside words only for a Chinese run that no word begins, the other tokens as usual', () => {
    const { REQUIRED } = lunr.Query.presence;
    const { LEADING, TRAILING, NONE } = lunr.Query.wildcard;
    expect(queryVariants(['mock', '件', '快照'], ['快照', '测试'], OPTIONS)).toEqual([
      {
        tokens: ['mock', '件', '快照'],
        term: [
          { value: 'mock', presence: REQUIRED, wildcard: TRAILING },
          { value: '件', presence: REQUIRED, wildcard: LEADING | TRAILING },
          { value: '快照', presence: REQUIRED, wildcard: NONE },
        ],
      },
    ]);
  });

  it('marks the variants that leave a word out: one less of three, or the beginning of a word taken for a stop word', () => {
    const variants = queryVariants(['mock', 'timer', 'retry'], [], OPTIONS);
    expect(variants.filter((variant) => !variant.dropped).every((variant) => variant.tokens.length === 3)).toBe(true);
    expect(variants.filter((variant) => variant.dropped).every((variant) => variant.tokens.length === 2)).toBe(true);
    // 并 alone is a Chinese stop word; as the beginning of 并发 (并*), leaving it out loses half the word.
    const zh = queryVariants(['并发'], ['并用', '发布'], OPTIONS);
    expect(zh.find((variant) => variant.tokens.join() === '发')).toMatchObject({ dropped: true });
    expect(zh.find((variant) => variant.tokens.join() === '并,发')).not.toHaveProperty('dropped');
    // Before a whole word, the stop word is only that: 一直不结束 without 不 has every word.
    const between = queryVariants(['一直不结束'], ['一直', '不再', '结束'], OPTIONS);
    expect(between.find((variant) => variant.tokens.join() === '一直,结束')).not.toHaveProperty('dropped');
    // An English stop word is a whole word: "mock a module" without "a" has every word that counts.
    expect(queryVariants(['mock', 'a', 'module'], [], OPTIONS).find((variant) => variant.tokens.join() === 'mock,module')).not.toHaveProperty('dropped');
  });

  it('keeps the words of a pasted question, stop words left out, for the query of any word', () => {
    const words = wordsByFirstUnit(['快照', '更新', '测试', '文件']);
    expect(anyWordTerms(['how', 'to', 'update', '更新快照的测试文件'], words, OPTIONS).map((term) => term.value)).toEqual(['update', '更新', '快照', '测试', '文件']);
    expect(anyWordTerms(['a', 'b'], words, OPTIONS).every((term) => term.presence === lunr.Query.presence.OPTIONAL)).toBe(true);
    // At most 12 words, whatever the length of the paste.
    expect(anyWordTerms(Array.from({ length: 5000 }, (_, k) => `word${k}`), words, OPTIONS)).toHaveLength(12);
  });
});
