import fs from 'node:fs';
import path from 'node:path';
import { nameWords, namedAlternatives, namedWords, pageKind, promoteNamedPages, queryKind, rankPages, type Candidate } from '../../src/utils/search/rank';
import SYNONYM_FILE from '../../src/data/searchSynonyms.json';
import { synonymGroups } from '../../scripts/lib/search-synonyms.mjs';
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

  // Issue 39: the alias table of tasks and translations is gone (Install → Quick Start,
  // 测试环境 → testEnvironment, watch-mode → CLI, JEST_WORKER_ID → 环境变量 each fixed one
  // query); what the reader typed is what is named, and the glossary's synonyms name the same.
  it('names what the reader typed, and, through the glossary, the other names of the concept', () => {
    expect(namedWords('Install', 'en')).toEqual(['install']);
    expect(namedWords('watch-mode', 'en')).toEqual(['watch', 'mode']);
    expect(namedWords('JEST_WORKER_ID', 'zh')).toEqual(['jest', 'worker', 'id']);
    expect(namedAlternatives('快速开始')).toEqual([['快速开始'], ['quick', 'start'], ['快速上手']]);
    expect(namedAlternatives('模拟函数')).toEqual(expect.arrayContaining([['mock', '函数'], ['mock', 'function']]));
    expect(namedAlternatives('fake timers')).toEqual(expect.arrayContaining([['模拟定时器']]));
    expect(namedAlternatives('测试环境')).toEqual([['测试环境']]);
  });

  it('has the glossary synonyms as scripts/search-synonyms.mjs writes them', () => {
    const glossaryFile = path.resolve(__dirname, '../../../shared/i18n/zh-glossary.json');
    // The glossary lives beside the site (../shared); without it there is nothing to compare.
    if (!fs.existsSync(glossaryFile)) return;
    const glossary = JSON.parse(fs.readFileSync(glossaryFile, 'utf8'));
    expect(SYNONYM_FILE).toEqual(synonymGroups(glossary));
  });

  it('looks the names up in Maps: an Object.prototype name is a word like any other (issue 39)', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(namedAlternatives(name)).toEqual(expect.arrayContaining([namedWords(name)]));
      expect(() => promoteNamedPages([], { query: name, lang: 'en', titles: TITLES, limit: 7 })).not.toThrow();
    }
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
    // Named through the glossary: 快速开始 is the variant to avoid for 快速上手, Quick Start
    // (issue 39; the alias 测试环境 → testEnvironment this test used is gone).
    const ranked = promoteNamedPages(found, { query: '快速开始', lang: 'zh', titles: TITLES, limit: 4 });
    expect(ranked[0]).toMatchObject({ type: 'title', title: 'Quick Start', link: '/guide/start/quick-start' });
    expect(ranked).toHaveLength(4);
    expect(ranked.slice(1)).toEqual(found.slice(0, 3));
  });

  it('puts a named page lunr found before one it did not, and a page named by the query before one named by a synonym', () => {
    const list = [content('Reporters', '/guide/basic/reporters#x'), title('报告器', '/zh/guide/basic/reporters')];
    const titles = [
      { t: 'Reporter API', u: '/zh/api/javascript-api/reporter' },
      { t: '报告器', u: '/zh/guide/basic/reporters' },
    ];
    // 报告器 names the guide; "reporter" (its glossary synonym) the slug of the API page, which lunr did not find.
    expect(pages(promoteNamedPages(list, { query: '报告器', lang: 'zh', titles, limit: 7 }))).toEqual(['/zh/guide/basic/reporters', '/zh/api/javascript-api/reporter', '/guide/basic/reporters']);
  });

  it('does not take a page titled with the member alone for a namespaced name (vi.mock is not "Mock")', () => {
    const list = [content('Mock', '/guide/basic/mocking#x'), header('Mock modules', 'rs.mock', '/api/rstest/mockModules#rs-mock')];
    const titles = [{ t: 'Mock', u: '/guide/basic/mocking' }];
    expect(pages(promoteNamedPages(list, { query: 'vi.mock', lang: 'en', titles, limit: 7 }))).toEqual(['/api/rstest/mockModules', '/guide/basic/mocking']);
    // The reader may still leave the namespace out: "mock" names both.
    expect(pages(promoteNamedPages(list, { query: 'mock', lang: 'en', titles, limit: 7 }))[0]).toBe('/guide/basic/mocking');
  });

  it('takes a name cut into words differently as the same name (GitHub Actions, github-actions)', () => {
    const list = [content('Reporters', '/config/test/reporters#x'), header('Reporters', 'GitHub Actions', '/guide/basic/reporters#github-actions')];
    expect(pages(promoteNamedPages(list, { query: 'github actions', lang: 'en', titles: TITLES, limit: 7 }))[0]).toBe('/guide/basic/reporters');
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

describe('queryKind and pageKind (issue 39)', () => {
  it.each([
    ['rs.spyOn', 'api'],
    ['expect.poll', 'api'],
    ['jest.fn', 'api'],
    ['testTimeout', 'identifier'],
    ['JEST_WORKER_ID', 'identifier'],
    ['--coverage', 'identifier'],
    ['rstest.config.ts', 'file'],
    ['vitest.config.ts', 'file'],
    ['jest.config.js', 'file'],
    ['@rstest/core', 'identifier'],
    ['happy-dom', 'identifier'],
    ['mock a module', 'task'],
    ['run tests in CI', 'task'],
    ['retry', 'word'],
    ['测试超时', 'word'],
    ['hook 超时', 'word'],
  ])('%j is %s', (query, kind) => {
    expect(queryKind(query)).toBe(kind);
  });

  it('tells reference pages from guides by their path, in any locale', () => {
    expect(pageKind('/config/test/retry', 'en')).toBe('config');
    expect(pageKind('/zh/config/test/retry', 'zh')).toBe('config');
    expect(pageKind('/zh/api/rstest/', 'zh')).toBe('api');
    expect(pageKind('/guide/basic/cli', 'en')).toBe('guide');
    expect(pageKind('/blog/x', 'en')).toBe('other');
  });
});

describe('rankPages (issue 39: general signals)', () => {
  const URLS = ['/guide/basic/mocking', '/api/rstest/mockModules', '/config/test/testTimeout', '/guide/advanced/ci', '/config/test/reporters'];
  let order = 0;
  const hit = (page: number, part: number, extra: Partial<Candidate> = {}): Candidate => ({ page, part, score: 1, complete: true, typo: false, exact: false, order: order++, ...extra });
  const ranked = (query: string, candidates: Candidate[]) => rankPages(candidates, { query, lang: 'en', urls: URLS }).map(({ page }) => URLS[page]);

  it('puts a page with every word before one with some, and one without a typo before one with', () => {
    expect(ranked('mock module', [hit(0, 0, { complete: false }), hit(1, 4)])[0]).toBe('/api/rstest/mockModules');
    expect(ranked('mock module', [hit(0, 4, { typo: true }), hit(1, 4, { score: 0.1 })])[0]).toBe('/api/rstest/mockModules');
  });

  it('weighs where the words are: the title, then a heading or the description, then the text', () => {
    expect(ranked('timeout', [hit(0, 4, { score: 9 }), hit(2, 0)])).toEqual(['/config/test/testTimeout', '/guide/basic/mocking']);
    expect(ranked('timeout', [hit(0, 4, { score: 9 }), hit(2, 1)])).toEqual(['/config/test/testTimeout', '/guide/basic/mocking']);
    expect(ranked('timeout', [hit(0, 4, { score: 9 }), hit(2, 2)])).toEqual(['/config/test/testTimeout', '/guide/basic/mocking']);
    expect(ranked('timeout', [hit(0, 1, { score: 9 }), hit(2, 0)])).toEqual(['/config/test/testTimeout', '/guide/basic/mocking']);
  });

  it('puts a heading that names the query before one that contains it', () => {
    expect(ranked('timeout', [hit(0, 1, { score: 9 }), hit(2, 1, { exact: true })])[0]).toBe('/config/test/testTimeout');
  });

  it('sends an identifier to its reference page and a task to a guide, where both name it alike', () => {
    const both = () => [hit(0, 1, { exact: true, score: 9 }), hit(1, 1, { exact: true })];
    expect(ranked('rs.mock', both())[0]).toBe('/api/rstest/mockModules');
    expect(ranked('mockModule', both())[0]).toBe('/api/rstest/mockModules');
    expect(ranked('mock a module', [hit(1, 1, { exact: true, score: 9 }), hit(0, 1, { exact: true })])[0]).toBe('/guide/basic/mocking');
    // A word alone has no kind: the score decides.
    expect(ranked('mock', both())[0]).toBe('/guide/basic/mocking');
  });

  it('puts, where the words are only in the text, the page with more such sections first, before the kind', () => {
    const guideSections = [hit(3, 4), hit(3, 4), hit(3, 4)];
    expect(ranked('ci.yml', [hit(4, 4, { score: 9 }), ...guideSections])[0]).toBe('/guide/advanced/ci');
  });
});
