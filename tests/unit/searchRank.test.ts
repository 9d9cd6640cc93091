import { nameWords, namedWords, promoteNamedPages } from '../../src/utils/search/rank';
import type { SearchSuggestion } from '../../src/utils/search/types';

const TITLES = [
  { t: 'hookTimeout', u: '/config/test/hookTimeout' },
  { t: 'testTimeout', u: '/config/test/testTimeout' },
  { t: 'testEnvironment', u: '/config/test/testEnvironment' },
  { t: 'Quick Start', u: '/guide/start/quick-start' },
  { t: 'Mock functions', u: '/api/rstest/mockFunctions' },
  { t: 'Filtering tests', u: '/guide/basic/test-filter' },
];

const title = (t: string, u: string): SearchSuggestion => ({ type: 'title', title: t, header: t, link: u, query: '', statement: '', highlights: [] });
const header = (t: string, h: string, u: string): SearchSuggestion => ({ type: 'header', title: t, header: h, link: u, query: '', statement: '', highlights: [] });
const content = (t: string, u: string): SearchSuggestion => ({ type: 'content', title: t, header: t, link: u, query: '', statement: '…', highlights: [] });
const pages = (list: SearchSuggestion[]) => [...new Set(list.map((s) => s.link.split('#')[0]))];

describe('nameWords', () => {
  it.each([
    ['testTimeout', ['test', 'timeout']],
    ['passWithNoTests', ['pass', 'with', 'no', 'tests']],
    ['rs.spyOn', ['rs', 'spy', 'on']],
    ['JEST_WORKER_ID', ['jest', 'worker', 'id']],
    ['test-filter', ['test', 'filter']],
    ['toHaveBeenCalledWith', ['to', 'have', 'been', 'called', 'with']],
    ['HTMLElement', ['html', 'element']],
    ['hook 超时', ['hook', '超时']],
    ['  ', []],
  ])('%j → %j', (text, words) => {
    expect(nameWords(text)).toEqual(words);
  });
});

describe('namedWords', () => {
  it('reads other frameworks’ namespaces as rs', () => {
    expect(namedWords('jest.fn', 'en')).toEqual(['rs', 'fn']);
    expect(namedWords('vi.spyOn', 'zh')).toEqual(['rs', 'spy', 'on']);
    expect(namedWords('jest', 'en')).toEqual(['jest']);
  });

  it('applies the aliases of the locale, then the English ones', () => {
    expect(namedWords('Install', 'en')).toEqual(['quick', 'start']);
    expect(namedWords('测试环境', 'zh')).toEqual(['test', 'environment']);
    expect(namedWords('watch-mode', 'en')).toEqual(['cli']);
    expect(namedWords('JEST_WORKER_ID', 'zh')).toEqual(['环境变量']);
  });
});

describe('promoteNamedPages', () => {
  const found = [
    title('hookTimeout', '/config/test/hookTimeout'),
    content('hookTimeout', '/config/test/hookTimeout#default'),
    content('Mock functions', '/api/rstest/mockFunctions#rs-fn'),
    content('testTimeout', '/config/test/testTimeout#example'),
  ];

  it('puts the page whose title is the name spelled as words first', () => {
    const ranked = promoteNamedPages(found, { query: 'test timeout', lang: 'en', titles: TITLES, limit: 7 });
    expect(pages(ranked)).toEqual(['/config/test/testTimeout', '/config/test/hookTimeout', '/api/rstest/mockFunctions']);
    expect(ranked).toHaveLength(found.length);
  });

  it('adds the named page when lunr did not find it, and keeps the limit', () => {
    const ranked = promoteNamedPages(found, { query: '测试环境', lang: 'zh', titles: TITLES, limit: 4 });
    expect(ranked[0]).toMatchObject({ type: 'title', title: 'testEnvironment', link: '/config/test/testEnvironment' });
    expect(ranked).toHaveLength(4);
    expect(ranked.slice(1)).toEqual(found.slice(0, 3));
  });

  it('matches the URL slug too (test-filter)', () => {
    const ranked = promoteNamedPages(found, { query: 'test filter', lang: 'en', titles: TITLES, limit: 7 });
    expect(ranked[0].link).toBe('/guide/basic/test-filter');
  });

  it('puts a page with a heading of that name next, namespace left out or not', () => {
    const list = [content('Filtering tests', '/guide/basic/test-filter#x'), header('Mock functions', 'rs.spyOn', '/api/rstest/mockFunctions#rs-spyon')];
    for (const query of ['spyOn', 'rs.spyOn', 'jest.spyOn', 'rstest.spyOn']) {
      expect(pages(promoteNamedPages(list, { query, lang: 'en', titles: TITLES, limit: 7 }))).toEqual(['/api/rstest/mockFunctions', '/guide/basic/test-filter']);
    }
  });

  it('puts pages whose title contains the words next, Chinese words inside longer ones too', () => {
    const list = [content('Mock functions', '/api/rstest/mockFunctions#x'), content('快照测试', '/guide/basic/snapshot#y')];
    expect(pages(promoteNamedPages(list, { query: '快照', lang: 'zh', titles: [...TITLES, { t: '快照测试', u: '/guide/basic/snapshot' }], limit: 7 }))).toEqual([
      '/guide/basic/snapshot',
      '/api/rstest/mockFunctions',
    ]);
    // Word order does not matter for a title match.
    const zh = [content('Mock 函数', '/api/rstest/mockFunctions#x'), content('Mock 模块', '/api/rstest/mockModules#y')];
    expect(pages(promoteNamedPages(zh, { query: '模块 mock', lang: 'zh', titles: [{ t: 'Mock 模块', u: '/api/rstest/mockModules' }], limit: 7 }))[0]).toBe('/api/rstest/mockModules');
  });

  it('leaves lunr’s order alone when nothing is named', () => {
    expect(promoteNamedPages(found, { query: 'timers', lang: 'en', titles: TITLES, limit: 7 })).toBe(found);
    expect(promoteNamedPages([], { query: '', lang: 'en', titles: TITLES, limit: 7 })).toEqual([]);
  });
});
