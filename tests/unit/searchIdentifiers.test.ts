/**
 * Identifiers of titles and headings, indexed by their words too
 * (plugins/search-index/identifiers.ts, issue 39), and the manifest columns
 * the ranking reads before it fetches documents (pages, words).
 */
import { easyopsPart, type EasyopsDoc } from './support/easyopsIndex';
import { compactIndex } from '../../plugins/search-index/indexFile';
import { splitIdentifiers } from '../../plugins/search-index/identifiers';
import { documentsPerPage, shardIndex } from '../../plugins/search-index/shards';
import { checkManifest } from '../../src/utils/search/shardFormat';
import { identifierParts, isIdentifierWord, latinWordCount } from '../../src/utils/search/nameWords';
import lunr from 'lunr';

const isStopWord = (word: string) => !lunr.stopWordFilter(word);

function published() {
  const titles: EasyopsDoc[] = [
    { i: 1, t: 'logHeapUsage', u: '/config/test/logHeapUsage' },
    { i: 2, t: 'GitHub Actions', u: '/guide/ci' },
  ];
  const headings: EasyopsDoc[] = [
    { i: 3, t: 'passWithNoTests and JEST_WORKER_ID', u: '/config/test/logHeapUsage', h: '#a', p: 1 },
    { i: 4, t: 'Log heap usage', u: '/config/test/logHeapUsage', h: '#b', p: 1 },
    { i: 5, t: 'A workflow', u: '/guide/ci', h: '#c', p: 2 },
  ];
  const contents: EasyopsDoc[] = [
    { i: 6, t: 'Prints logHeapUsage', u: '/config/test/logHeapUsage', h: '#a', p: 1, s: 'x' },
    { i: 7, t: 'A workflow file', u: '/guide/ci', h: '#c', p: 2, s: 'y' },
  ];
  return compactIndex([titles, headings, [], [], contents].map((documents) => easyopsPart(documents, { separator: /[^A-Za-z0-9_]+/ })));
}

const docsOf = (part: ReturnType<typeof published>[number], term: string) => {
  const entry = part.terms.find(([t]) => t === term);
  if (!entry) return [];
  let at = 0;
  return entry[2].map((gap) => (at += gap));
};

describe('identifier words', () => {
  it('splits camelCase and snake_case, leaves PascalCase brands and plain words whole, drops stop words', () => {
    expect(isIdentifierWord('logHeapUsage')).toBe(true);
    expect(isIdentifierWord('JEST_WORKER_ID')).toBe(true);
    expect(isIdentifierWord('GitHub')).toBe(false);
    expect(isIdentifierWord('retry')).toBe(false);
    expect(identifierParts('passWithNoTests', isStopWord)).toEqual(['pass', 'tests']);
    expect(identifierParts('GitHub', isStopWord)).toEqual([]);
    // The same count for a heading and a query: identifiers by their parts, stop words none.
    expect(latinWordCount('passWithNoTests', isStopWord)).toBe(2);
    expect(latinWordCount('pass with no tests', isStopWord)).toBe(2);
    expect(latinWordCount('GitHub Actions', isStopWord)).toBe(2);
    expect(latinWordCount('rs.stubEnv', isStopWord)).toBe(3);
  });

  it('adds the parts of the identifiers of titles and headings as their terms, not of the text', () => {
    const before = published();
    const { parts, words } = splitIdentifiers(before);
    // logHeapUsage (title 0) also has log, heap and usage (stemmed as lunr does: usag).
    for (const term of ['log', 'heap', 'usag']) expect(docsOf(parts[0], term)).toContain(0);
    // passWithNoTests and JEST_WORKER_ID in a heading: pass, test, jest, worker, id; not "with" or "no".
    for (const term of ['pass', 'test', 'jest', 'worker', 'id']) expect(docsOf(parts[1], term)).toContain(0);
    for (const term of ['with', 'no']) expect(docsOf(parts[1], term)).not.toContain(0);
    // The text keeps its identifiers whole; GitHub is a name, not split.
    expect(docsOf(parts[4], 'heap')).toEqual([]);
    expect(docsOf(parts[0], 'git')).toEqual([]);
    // Lengths (BM25) stay; word counts take identifiers by their parts.
    expect(parts.map((part) => part.lengths)).toEqual(before.map((part) => part.lengths));
    expect(words[0]).toEqual([3, 2]);
    expect(words[1]).toEqual([5, 3, 1]);
    expect(words[4]).toBeUndefined();
  });

  it("puts each part's documents per page and the word counts in the manifest, which the panel checks", () => {
    const { parts, words } = splitIdentifiers(published());
    const manifest = shardIndex(parts, { words }).manifest('0123abcd');
    expect(manifest.parts[0].pages).toBeUndefined();
    expect(manifest.parts[1].pages).toEqual([2, 1]);
    // One document per page everywhere in a part: left out, the panel's default.
    expect(manifest.parts[4].pages).toBeUndefined();
    expect(manifest.parts[1].words).toBe('531');
    expect(() => checkManifest(JSON.parse(JSON.stringify(manifest)))).not.toThrow();
    const broken = JSON.parse(JSON.stringify(manifest));
    broken.parts[1].pages = [1, 1];
    expect(() => checkManifest(broken)).toThrow(/part 1/);
    broken.parts[1].pages = [2, 1];
    broken.parts[1].words = '53';
    expect(() => checkManifest(broken)).toThrow(/part 1/);
  });

  it('refuses a part whose documents do not come page by page', () => {
    const [titles, headings] = published();
    expect(() => documentsPerPage({ ...headings, documents: [headings.documents[2], headings.documents[0]] }, titles.documents)).toThrow(/page by page/);
  });
});
