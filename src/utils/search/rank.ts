import type { SearchSuggestion } from './types';
import { pageOf } from './group';
import { nameWords } from './nameWords';
import { QUESTION_WORDS } from './queryVariants';
import SYNONYM_GROUPS from '../../data/searchSynonyms.json';

export { nameWords };

/**
 * Ranking (issues 24 and 39), from general signals rather than entries for
 * single queries, on the model of DocSearch's hierarchy and Algolia's
 * tie-breaking rules. Pages are ordered (rankPages) by:
 *
 * 1. whether a document of the page has every word of the query, and
 *    without every word, how many of them (Algolia's "words" rule: a pasted
 *    question or error is searched by any of its words);
 * 2. whether it needed a typo;
 * 3. whether a title or heading names the query exactly (it has no other
 *    word): a page or heading that names it wins;
 * 4. where the words are: the page title, then a heading or the
 *    description (the page's own summary), then the body;
 * 5. the kind of page: an identifier (an option or API name, a matcher, a
 *    CLI flag, a file name) goes to its reference page first, a task (a
 *    phrase of several plain words) to a guide;
 * 6. how many of the page's title, headings and description have every
 *    word, then how many of its text sections;
 * 7. lunr's BM25 score, then the order lunr found them in.
 *
 * For a task, where the words are only in the text of the pages, rule 6
 * comes before rule 5: a page that mentions the words once is no more about
 * the task for being a guide than a reference page that explains it in
 * several sections. An API or option name goes to its reference page even
 * then: a guide uses it in its examples, the reference page documents it
 * (issue 39: "an API name: a migration guide ranks above the API page").
 *
 * A heading that many pages share ("Example", "Command line") names none of
 * them (plugins/search-index/sharedHeadings.ts), for rule 3 and for
 * promoteNamedPages.
 *
 * Identifiers in titles and headings are also indexed by their words
 * (plugins/search-index/identifiers.ts), so "log heap usage" finds the
 * logHeapUsage page by rule 1 and 3. Then, on the suggestions, the pages the
 * reader named by title, slug or heading go first (promoteNamedPages), which
 * also covers names lunr cannot see: an API without its namespace, another
 * framework's namespace (jest.fn is rs.fn), a synonym from the glossary.
 */

/** Other frameworks' namespaces for the same APIs: jest.fn and vi.fn are rs.fn. */
const FOREIGN_NAMESPACES = new Set(['jest', 'vi', 'vitest']);

/**
 * Names of the one object whose members are Rstest's utilities (rs and rstest
 * are the same object) and of the other frameworks' equivalents: in a query
 * with other words, such a name is optional (rs.stubEnv finds the heading
 * rstest.stubEnv, jest.fn finds rs.fn), not a word a page must have.
 */
export const UTILITY_NAMESPACES = new Set(['rs', 'rstest', ...FOREIGN_NAMESPACES]);

/** Namespaces a heading may carry that a reader leaves out: "spyOn" names the heading rs.spyOn. */
const NAMESPACES = new Set(['rs', 'rstest', 'expect', 'test', 'describe', 'it']);

/** A word with a plural s folded (timers, timer), so a name matches in either number. */
const fold = (word: string) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word);
const key = (words: string[]) => words.map(fold).join(' ');

/**
 * True synonyms (issue 39): the names of one concept in the Chinese glossary
 * (../shared/i18n/zh-glossary.json, through scripts/search-synonyms.mjs):
 * the English concept, the Chinese terms to use and the variants to avoid.
 * Looked up in a Map: a query such as "constructor" names an Object.prototype
 * member, which a plain object would return.
 */
const SYNONYMS = new Map<string, string[][]>();
for (const group of SYNONYM_GROUPS as string[][]) {
  const forms = group.map(nameWords).filter((words) => words.length > 0);
  for (const words of forms) {
    const other = forms.filter((form) => key(form) !== key(words));
    SYNONYMS.set(key(words), [...(SYNONYMS.get(key(words)) ?? []), ...other]);
  }
}

/** The question words of Chinese text, longest first (怎么样 before 怎么). */
const QUESTION_PATTERN = new RegExp([...QUESTION_WORDS].sort((a, b) => b.length - a.length).join('|'), 'gu');

/**
 * What the reader named, as words: another framework's namespace (jest.fn)
 * read as rs (the same in every language), the words that make Chinese text a
 * question left out (怎么调试测试 names 调试测试, queryVariants.ts).
 */
export function namedWords(query: string, _lang?: string): string[] {
  const asked = query.replace(QUESTION_PATTERN, ' ');
  const words = nameWords(asked.trim() === '' ? query : asked);
  const first = query.trim().split(/\s+/)[0] ?? '';
  if (words.length > 1 && FOREIGN_NAMESPACES.has(words[0]) && isApiMember(first)) return ['rs', ...words.slice(1)];
  return words;
}

/** The named words, and the other names of the same concept in the glossary. */
export function namedAlternatives(query: string): string[][] {
  const named = namedWords(query);
  return named.length === 0 ? [] : [named, ...(SYNONYMS.get(key(named)) ?? [])];
}

/**
 * The same words, in any order, plurals folded ("模块 mock" names the page
 * "Mock 模块"), or the same letters cut into words differently ("GitHub
 * Actions" and github-actions).
 */
const same = (a: string[], b: string[]) =>
  (a.length === b.length && [...a].map(fold).sort().join(' ') === [...b].map(fold).sort().join(' ')) || (a.length > 0 && fold(a.join('')) === fold(b.join('')));
const isChinese = (word: string) => /^\p{Unified_Ideograph}/u.test(word);
/** Every named word is a word of the name, or, for Chinese, part of one. */
const contains = (words: string[], named: string[]) =>
  named.every((n) => words.some((word) => fold(word) === fold(n) || (isChinese(n) && word.includes(n))));
const withoutNamespace = (words: string[]) => (words.length > 1 && NAMESPACES.has(words[0]) ? words.slice(1) : words);

/** The member a dotted name ends with (resolve.alias → alias), for a name that is one dotted identifier. */
const memberOf = (name: string) => /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(name.trim()) ? name.trim().split('.').pop() : undefined;

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
 * title when lunr did not find it at all), then by a heading, then the pages
 * whose title has its words; synonyms of the glossary name the same pages. Suggestions keep
 * their order otherwise, and the list keeps its length limit.
 */
export function promoteNamedPages(suggestions: SearchSuggestion[], { query, titles, limit }: { query: string; lang?: string; titles: PageTitle[]; limit: number }): SearchSuggestion[] {
  const alternatives = namedAlternatives(query);
  if (alternatives.length === 0) return suggestions;
  /**
   * A name names the query when its words are the query's; a namespace may
   * differ (rstest.mock names rs.mock) or be left out by the reader (spyOn names
   * rs.spyOn), but not by the name: a page titled "Mock" does not name vi.mock.
   */
  const names = (name: string, named: string[]) => {
    const words = nameWords(name);
    if (same(words, named)) return true;
    const bare = withoutNamespace(words);
    if (bare.length < words.length && same(bare, withoutNamespace(named))) return true;
    // An option of an option group, a member of an object: "alias" names resolve.alias,
    // "thresholds" coverage.thresholds, as "spyOn" names rs.spyOn.
    const member = memberOf(name);
    return member !== undefined && same(nameWords(member), named);
  };
  const isNamed = (name: string) => alternatives.some((named) => names(name, named));
  /** Named by the query's own words (0), or by a synonym of the glossary only (0.5). */
  const titleTier = (page: PageTitle) => (names(page.t, alternatives[0]) || names(slugOf(page.u), alternatives[0]) ? 0 : 0.5);

  // 0: the title or slug is the name (0.5 by a synonym); 0.75: the text of links to the page
  // from other pages is the name; 1: a heading is the name (issue 39: a page or heading
  // that names the query wins); 2: the title contains it; 3: the rest.
  const tier = new Map<string, number>();
  const byTitle = titles.filter((page) => isNamed(page.t) || isNamed(slugOf(page.u)));
  for (const page of byTitle) tier.set(pageOf(page.u), titleTier(page));
  for (const suggestion of suggestions) {
    const page = pageOf(suggestion.link);
    if (!tier.has(page) && suggestion.linkText !== undefined && isNamed(suggestion.linkText)) tier.set(page, 0.75);
  }
  for (const suggestion of suggestions) {
    const page = pageOf(suggestion.link);
    if (!tier.has(page) && suggestion.type === 'header' && !suggestion.sharedHeading && isNamed(suggestion.header)) tier.set(page, 1);
  }
  for (const page of titles) {
    if (!tier.has(pageOf(page.u)) && alternatives.some((named) => contains(nameWords(page.t), named))) tier.set(pageOf(page.u), 2);
  }
  if (tier.size === 0) return suggestions;

  const present = new Set(suggestions.map((suggestion) => pageOf(suggestion.link)));
  const added: SearchSuggestion[] = byTitle
    .filter((page) => !present.has(pageOf(page.u)))
    .map((page) => ({ type: 'title', title: page.t, header: page.t, link: page.u, query, statement: '', highlights: [] }));
  // A named page lunr did not find comes after the named pages it found (their order is the ranking's).
  const ordered = [...suggestions, ...added]
    .map((suggestion, k) => ({ suggestion, k, tier: tier.get(pageOf(suggestion.link)) ?? 3 }))
    .sort((a, b) => a.tier - b.tier || a.k - b.k)
    .map(({ suggestion }) => suggestion);
  return ordered.slice(0, Math.max(limit, added.length));
}

/** What a query looks like: an API member, another identifier, a file name, a task (several plain words), or a word. */
export type QueryKind = 'api' | 'identifier' | 'file' | 'task' | 'word';

/** Objects of the runtime API (rs.fn, expect.soft, test.each): a member of one is documented in the API pages. */
const API_OBJECTS = new Set(['rs', 'rstest', 'expect', 'test', 'describe', 'it', ...FOREIGN_NAMESPACES]);

/** A file name: vitest.config.ts is a file, not a member of vitest. */
export const isFileName = (token: string) => /\.(?:[cm]?[jt]sx?|json|snap|md|html|css|yml|yaml)$/i.test(token);

/** A member of a runtime API object: rs.fn, expect.soft, jest.mock (not a file name). */
export const isApiMember = (token: string) => /^[A-Za-z]+\.[A-Za-z]/.test(token) && !isFileName(token) && API_OBJECTS.has(token.split('.')[0].toLowerCase());

/**
 * A token that is a name in code: camelCase or PascalCase inside, dotted
 * (rs.fn, rstest.config.ts), snake_case, a CLI flag (--coverage), a package
 * name (@rstest/core), or a single word joined by hyphens (happy-dom).
 */
const isIdentifier = (token: string) =>
  /[a-z0-9][A-Z]/.test(token) || /\w\.\w/.test(token) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(token) || /^--?[A-Za-z]/.test(token) || /^@?[\w-]+\/[\w-]+/.test(token) || /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)+$/.test(token);

/**
 * The kind of a query. A member of a runtime API object (rs.fn, expect.poll,
 * jest.mock) makes it an API query; a file name (rstest.config.ts,
 * jest.config.js) a file query: a file is explained by a guide as often as by
 * a reference page, so it has no kind of page of its own; another identifier
 * anywhere in it an identifier query; two plain Latin words or more make a task ("mock a module", "run tests
 * in CI"); anything else, a single word or Chinese text, is a word (Chinese
 * text is not told apart: a concept and a task read alike).
 */
export function queryKind(query: string): QueryKind {
  const tokens = query.trim().split(/\s+/).filter(Boolean);
  if (tokens.some(isApiMember)) return 'api';
  if (tokens.some(isFileName)) return 'file';
  if (tokens.some(isIdentifier)) return 'identifier';
  if (/\p{Unified_Ideograph}/u.test(query)) return 'word';
  return nameWords(query).length >= 2 ? 'task' : 'word';
}

/** The kind of a page, by its path: a reference page of the config or of the API, a guide. */
export type PageKind = 'config' | 'api' | 'guide' | 'other';

/** Where the site keeps its reference pages and its guides (docs/config, docs/api, docs/guide). */
const PAGE_KINDS: [prefix: string, kind: PageKind][] = [
  ['/config/', 'config'],
  ['/api/', 'api'],
  ['/guide/', 'guide'],
];

/** The kind of the page at `url`; a locale prefix (/zh/) is ignored. */
export function pageKind(url: string, lang: string): PageKind {
  const path = url.startsWith(`/${lang}/`) ? url.slice(lang.length + 1) : url;
  return PAGE_KINDS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other';
}

/** A document lunr found for the query, with what the ranking needs to know of it. */
export interface Candidate {
  /** The page it is on: its position among the titles. */
  page: number;
  /** easyops' part: 0 title, 1 heading, 2 description, 3 keywords, 4 text. */
  part: number;
  /** lunr's score in its part. */
  score: number;
  /** Found by a query with every word of the keyword (not one less, not any one of them). */
  complete: boolean;
  /** How many words of its query it has, leaving out the words on nearly every page when the query has rarer ones (localEngine). */
  words?: number;
  /** Found only by allowing a typo. */
  typo: boolean;
  /** A title or heading with no word but the query's: it names the query. */
  exact: boolean;
  /** The order lunr found it in. */
  order: number;
}

/**
 * Where a part's words count (rule 4): the title; a heading, the
 * description (the page's own summary of what it is about) or the text of a
 * link to the page from another page (the keywords part, what other pages
 * call it: plugins/search-index/linkTexts.ts); the text.
 */
const ATTRIBUTE = [0, 1, 1, 0.5, 3];
/** The text: where a page only mentions what it is not about. */
const TEXT = 3;

/** A candidate's place by rules 1–4 (lower is better); without every word, the more of them the better. */
const quality = (c: Candidate): number[] => [c.complete ? 0 : 1, c.complete ? 0 : -(c.words ?? 0), c.typo ? 1 : 0, c.exact ? 0 : 1, ATTRIBUTE[c.part] ?? TEXT];

const compare = (a: number[], b: number[]) => {
  for (let k = 0; k < a.length; k += 1) if (a[k] !== b[k]) return a[k] - b[k];
  return 0;
};

/** A page and its candidates, best first. */
export interface RankedPage {
  page: number;
  candidates: Candidate[];
}

/**
 * Orders the pages of the candidates by rules 1–6 (see the top of this file).
 * `urls`: each page's path, for its kind.
 */
export function rankPages(candidates: Candidate[], { query, lang, urls }: { query: string; lang: string; urls: string[] }): RankedPage[] {
  const kind = queryKind(query);
  // How far a page's kind is from the query's: 0 fits, then the next best; a kind not listed, after them.
  const KIND_ORDER: Record<QueryKind, PageKind[][]> = { api: [['api'], ['config']], identifier: [['config', 'api']], file: [], task: [['guide']], word: [] };
  const order = KIND_ORDER[kind];
  const byCandidate = (a: Candidate, b: Candidate) => compare(quality(a), quality(b)) || b.score - a.score || a.order - b.order;
  const pages = new Map<number, Candidate[]>();
  for (const candidate of candidates) {
    const list = pages.get(candidate.page);
    if (list) list.push(candidate);
    else pages.set(candidate.page, [candidate]);
  }
  const ranked = [...pages].map(([page, list]) => ({ page, candidates: list.sort(byCandidate) }));
  const misfit = (page: number) => {
    if (order.length === 0) return 0;
    const pageIs = pageKind(urls[page] ?? '', lang);
    const at = order.findIndex((kinds) => kinds.includes(pageIs));
    return at < 0 ? order.length : at;
  };
  // Sections with every word: the title, headings and description first, then the text.
  const full = (list: Candidate[]) => list.filter((c) => c.complete && !c.typo);
  const key = ({ page, candidates: list }: RankedPage) => {
    const best = list[0];
    const inText = kind === 'task' && !best.exact && (ATTRIBUTE[best.part] ?? TEXT) >= TEXT;
    const sections = full(list);
    const strong = sections.filter((c) => (ATTRIBUTE[c.part] ?? TEXT) < TEXT).length;
    return [...quality(best), inText ? 0 : misfit(page), -strong, -(sections.length - strong), inText ? misfit(page) : 0];
  };
  return ranked.sort((a, b) => compare(key(a), key(b)) || b.candidates[0].score - a.candidates[0].score || a.candidates[0].order - b.candidates[0].order);
}

/**
 * A file name is one name, though the index has its parts as words: a page
 * that writes jest.config.js whole is about that file, one that has jest,
 * config and js in other places is not (a phrase signal, which the index,
 * without term positions, cannot give the ranking). Among the pages found,
 * those whose shown documents have the query's file names whole go first,
 * in their order; the others keep theirs. Only the documents already fetched
 * for the list are read: the rule costs no bytes.
 */
export function pagesWithFileNamesFirst<T>(results: T[], query: string, pageAndText: (result: T) => [page: string, text: string]): T[] {
  const names = query
    .trim()
    .split(/\s+/)
    .filter(isFileName)
    .map((name) => name.toLowerCase());
  if (names.length === 0) return results;
  const whole = new Set<string>();
  for (const result of results) {
    const [page, text] = pageAndText(result);
    if (names.every((name) => text.toLowerCase().includes(name))) whole.add(page);
  }
  const first = (result: T) => whole.has(pageAndText(result)[0]);
  return [...results.filter(first), ...results.filter((result) => !first(result))];
}
