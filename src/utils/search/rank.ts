import type { SearchSuggestion } from './types';
import { pageOf } from './group';

/**
 * Ranking on top of lunr's scores (issue 24). lunr ranks text; readers type
 * names: an option or API spelled as words ("test timeout" for testTimeout),
 * a Jest or Vitest name (jest.fn), a glossary term in Chinese (测试环境). A
 * page whose title or URL slug is the name the reader typed goes first, then
 * pages whose title contains every word of it (快照 in 快照测试), then pages
 * with a heading of that name; the rest keep lunr's order.
 */

/**
 * The words of a name or phrase, lower case: camelCase, dots, dashes and
 * underscores split words; a run of Chinese characters is one word.
 * "rs.spyOn" → rs spy on; "passWithNoTests" → pass with no tests.
 */
export function nameWords(text: string): string[] {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .match(/\p{Unified_Ideograph}+|[a-z0-9]+/gu) ?? []
  );
}

/**
 * Names readers type for a page that the page does not use as its name:
 * other frameworks' namespaces, tasks whose page has another title, and the
 * Chinese glossary terms of option pages (whose titles stay English).
 * Keys are compared after nameWords, so "Watch Mode" and "watch-mode" match.
 * Looked up in Maps: a query such as "constructor" names an Object.prototype
 * member, which a plain object would return (issue 39).
 */
const ALIAS_ENTRIES: Record<string, Record<string, string>> = {
  en: {
    install: 'quick start',
    installation: 'quick start',
    'get started': 'quick start',
    'getting started': 'quick start',
    'watch mode': 'cli',
    'command line': 'cli',
    'jest worker id': 'environment variables',
    'vitest worker id': 'environment variables',
    'vitest pool id': 'environment variables',
  },
  zh: {
    安装: '快速上手',
    快速开始: '快速上手',
    'watch 模式': '命令行工具',
    命令行: '命令行工具',
    测试环境: 'test environment',
    别名: 'resolve',
    测试超时: 'test timeout',
    'hook 超时': 'hook timeout',
    'setup 文件': 'setup files',
    '全局 setup': 'global setup',
    源码内测试: 'include source',
    重试: 'retry',
    隔离: 'isolate',
    全局变量: 'globals',
    'jest worker id': '环境变量',
    'vitest worker id': '环境变量',
  },
};

const ALIASES = new Map(Object.entries(ALIAS_ENTRIES).map(([lang, entries]) => [lang, new Map(Object.entries(entries))]));

/** Other frameworks' namespaces for the same APIs: jest.fn and vi.fn are rs.fn. */
const FOREIGN_NAMESPACES = new Set(['jest', 'vi', 'vitest']);

/** Namespaces a heading may carry that a reader leaves out: "spyOn" names the heading rs.spyOn. */
const NAMESPACES = new Set(['rs', 'rstest', 'expect', 'test', 'describe', 'it']);

/** What the reader named, as words: aliases applied, a foreign namespace read as rs. */
export function namedWords(query: string, lang: string): string[] {
  const words = nameWords(query);
  const key = words.join(' ');
  const alias = ALIASES.get(lang)?.get(key) ?? ALIASES.get('en')?.get(key);
  if (alias) return nameWords(alias);
  if (words.length > 1 && FOREIGN_NAMESPACES.has(words[0])) return ['rs', ...words.slice(1)];
  return words;
}

/** The same words, in any order ("模块 mock" names the page "Mock 模块"). */
const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
const isChinese = (word: string) => /^\p{Unified_Ideograph}/u.test(word);
/** Every named word is a word of the name, or, for Chinese, part of one. */
const contains = (words: string[], named: string[]) => named.every((n) => words.some((word) => word === n || (isChinese(n) && word.includes(n))));
const withoutNamespace = (words: string[]) => (words.length > 1 && NAMESPACES.has(words[0]) ? words.slice(1) : words);

/** The last segment of a page path: /config/test/testTimeout → testTimeout; /api/rstest/ → rstest. */
const slugOf = (url: string) => pageOf(url).replace(/\/$/, '').split('/').pop() ?? '';

export interface PageTitle {
  /** The page title. */
  t: string;
  /** The page path. */
  u: string;
}

/**
 * Puts first the pages the query names: by title or slug (adding the page's
 * title when lunr did not find it at all), by words of the title, then by a
 * heading. Suggestions keep
 * their order otherwise, and the list keeps its length limit.
 */
export function promoteNamedPages(suggestions: SearchSuggestion[], { query, lang, titles, limit }: { query: string; lang: string; titles: PageTitle[]; limit: number }): SearchSuggestion[] {
  const named = namedWords(query, lang);
  if (named.length === 0) return suggestions;
  const bare = withoutNamespace(named);
  const isNamed = (name: string) => {
    const words = nameWords(name);
    return same(words, named) || same(withoutNamespace(words), bare);
  };

  // 0: the title or slug is the name; 1: the title contains it; 2: a heading is the name; 3: the rest.
  const tier = new Map<string, number>();
  const byTitle = titles.filter((page) => isNamed(page.t) || isNamed(slugOf(page.u)));
  for (const page of byTitle) tier.set(pageOf(page.u), 0);
  for (const page of titles) {
    if (!tier.has(pageOf(page.u)) && contains(nameWords(page.t), named)) tier.set(pageOf(page.u), 1);
  }
  for (const suggestion of suggestions) {
    const page = pageOf(suggestion.link);
    if (!tier.has(page) && suggestion.type === 'header' && isNamed(suggestion.header)) tier.set(page, 2);
  }
  if (tier.size === 0) return suggestions;

  const present = new Set(suggestions.map((suggestion) => pageOf(suggestion.link)));
  const added: SearchSuggestion[] = byTitle
    .filter((page) => !present.has(pageOf(page.u)))
    .map((page) => ({ type: 'title', title: page.t, header: page.t, link: page.u, query, statement: '', highlights: [] }));
  const ordered = [...added, ...suggestions]
    .map((suggestion, k) => ({ suggestion, k, tier: tier.get(pageOf(suggestion.link)) ?? 3 }))
    .sort((a, b) => a.tier - b.tier || a.k - b.k)
    .map(({ suggestion }) => suggestion);
  return ordered.slice(0, Math.max(limit, added.length));
}
