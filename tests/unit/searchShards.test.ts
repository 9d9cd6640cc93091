/**
 * The sharded search index (issue 24): plugins/search-index/shards.ts cuts the
 * published index into a manifest, term shards and document chunks; the panel's
 * engine (src/theme/SearchBar/localEngine.ts) fetches only what a query needs
 * and must rank exactly as lunr ranks the whole index.
 */
import lunr, { type TokenSet } from 'lunr';
import { easyopsPart, type EasyopsDoc } from './support/easyopsIndex';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import { anyWordTerms, MAX_REQUIRED_WORDS, queryVariants } from '../../src/utils/search/queryVariants';
import { cutChinese, wordsByFirstUnit } from '../../src/utils/search/zhCut';
import { splitIdentifiers } from '../../plugins/search-index/identifiers';
import { latinWordCount } from '../../src/utils/search/nameWords';
import { isApiMember, promoteNamedPages, rankPages, UTILITY_NAMESPACES, type Candidate } from '../../src/utils/search/rank';
import type { SearchSuggestion } from '../../src/utils/search/types';
import { compactIndex, type EasyopsIndexPart } from '../../plugins/search-index/indexFile';
import { shardIndex } from '../../plugins/search-index/shards';
import { inflatePart } from '../../src/utils/search/indexFormat';
import { checkManifest, decodePages, encodePages, frontCode, frontDecode, rangeOf, shardFileName, termShardKey, undelta, type SearchManifestFile } from '../../src/utils/search/shardFormat';
import { createLocalEngine } from '../../src/theme/SearchBar/localEngine';
import { IndexPartError } from '../../src/utils/search/searcher';

type Doc = EasyopsDoc;

const WORDS = ['retry', 'timeout', 'mock', 'spy', 'snapshot', 'suite', 'hook', 'timer', 'coverage', 'reporter', 'worker', 'pool', 'isolate', 'globals', 'include'];

/** Five easyops-like parts (title, heading, description, keywords, content) over 12 pages. */
function easyopsIndex(): EasyopsIndexPart[] {
  let id = 0;
  const titles: Doc[] = [];
  const headings: Doc[] = [];
  const descriptions: Doc[] = [];
  const contents: Doc[] = [];
  WORDS.slice(0, 12).forEach((word, k) => {
    const u = `/page/${word}`;
    const title = { i: ++id, t: `${word} option`, u };
    titles.push(title);
    descriptions.push({ i: ++id, t: `How ${word} works with ${WORDS[(k + 3) % WORDS.length]}.`, u, p: title.i });
    for (let h = 0; h < 3; h += 1) {
      const other = WORDS[(k * 7 + h * 5) % WORDS.length];
      headings.push({ i: ++id, t: `${other} and ${word} ${h}`, u, h: `#h${h}`, p: title.i });
      contents.push({
        i: ++id,
        t: `The ${word} setting ${h === 0 ? 'retries a failed test' : 'changes'} ${other} ${other} when a ${WORDS[(k + h) % WORDS.length]} test runs; timers and mocks ${'and more '.repeat(h + k)}`,
        u,
        h: `#h${h}`,
        p: title.i,
        s: `${other} and ${word} ${h}`,
      });
    }
  });
  return [titles, headings, descriptions, [], contents].map((documents) => easyopsPart(documents));
}

/** Chinese pages whose words are cut as jieba would cut them (space-separated), with a few English words. */
const ZH_WORDS = ['测试', '超时', '测试套件', '模拟', '函数', '快照', '重试', '测量', '试验', '时间', '超过', '覆盖率', '覆盖', '钩子', '定时器'];
function chineseIndex(): EasyopsIndexPart[] {
  let id = 0;
  const titles: Doc[] = [];
  const headings: Doc[] = [];
  const contents: Doc[] = [];
  ZH_WORDS.forEach((word, k) => {
    const u = `/zh/page/${k}`;
    const title = { i: ++id, t: `${word} 选项`, u };
    titles.push(title);
    for (let h = 0; h < 2; h += 1) {
      const other = ZH_WORDS[(k * 5 + h * 3 + 1) % ZH_WORDS.length];
      headings.push({ i: ++id, t: `${other} 和 ${word}`, u, h: `#h${h}`, p: title.i });
      contents.push({ i: ++id, t: `${word} ${other} ${h === 0 ? 'mock' : 'retry'} ${ZH_WORDS[(k + h + 2) % ZH_WORDS.length]} 的 说明 ${'更多 '.repeat(h + (k % 3))}`, u, h: `#h${h}`, p: title.i, s: `${other} 和 ${word}` });
    }
  });
  return [titles, headings, [], [], contents].map((documents) => easyopsPart(documents, { words: true }));
}

/**
 * Many pages whose words share their first letters (mock, mocked, module, mode…):
 * while "mock" is typed, each prefix has a full list of hits, not the same twice.
 */
const M_WORDS = ['mock', 'mocks', 'mocked', 'mocking', 'module', 'modules', 'mode', 'model', 'more', 'most', 'monitor', 'month', 'moment', 'mount', 'move', 'motion'];
function prefixIndex(): EasyopsIndexPart[] {
  let id = 0;
  const titles: Doc[] = [];
  const contents: Doc[] = [];
  for (let k = 0; k < 40; k += 1) {
    const word = M_WORDS[k % M_WORDS.length];
    const u = `/m/${k}`;
    const title = { i: ++id, t: `Page ${k}`, u };
    titles.push(title);
    const others = [M_WORDS[(k * 3 + 1) % M_WORDS.length], M_WORDS[(k * 5 + 2) % M_WORDS.length]];
    contents.push({ i: ++id, t: `About ${word}: it works with ${others.join(' and ')} ${'text '.repeat(k % 4)}`, u, h: '#a', p: title.i, s: word });
  }
  return [titles, [], [], [], contents].map((documents) => easyopsPart(documents));
}

const HASH = '0123abcd';

/** The document chunks among fetched URLs, sorted. */
const chunks = (urls: string[]) => urls.filter((url) => url.includes('.docs-')).sort();
/** Pieces of the term list among fetched URLs. */
const listPieces = (urls: string[]) => urls.filter((url) => url.includes('.list-'));
/** The terms of every piece of the term list, in order. */
const termListOf = (files: { key: string; content: string }[]) =>
  files
    .filter((file) => file.key.startsWith('list-'))
    .map((file) => JSON.parse(file.content))
    .sort((a, b) => a.from - b.from)
    .flatMap((piece) => frontDecode(piece.terms));
/** One turn of the event loop: lets the prefetches started so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The files of a sharded index, served from memory; records which ones a search fetched. */
function serve(shardBytes?: number, chunkBytes?: number, index = easyopsIndex, listBytes = 50) {
  // As plugins/search-index publishes it: identifiers of titles and headings by their words too.
  const { parts: published, words } = splitIdentifiers(compactIndex(index()));
  const { manifest, files } = shardIndex(published, { shardBytes, chunkBytes, listBytes, words });
  const byName = new Map(files.map((file) => [shardFileName({ lang: 'en', key: file.key, hash: HASH }), file.content]));
  const fetched: string[] = [];
  const failing = new Set<string>();
  const load = async (url: string) => {
    fetched.push(url);
    if (failing.has(url)) throw new Error(`HTTP 500 for ${url}`);
    const content = byName.get(url);
    if (content === undefined) throw new Error(`HTTP 404 for ${url}`);
    return JSON.parse(content);
  };
  const json: SearchManifestFile = JSON.parse(JSON.stringify(manifest(HASH)));
  const fileOf = (key: string) => shardFileName({ lang: 'en', key, hash: HASH });
  // Every word required, as the reference below queries lunr: sharding must not change what is found.
  // (Words on nearly every page are optional in the panel; searchRanking.test.ts tests that rule.)
  return { published, json, files, fetched, failing, fileOf, engine: createLocalEngine(json, { load, commonPageShare: Infinity }) };
}

const VARIANTS = { lunrQuery: lunr.Query, stopWordFilters: [lunr.stopWordFilter, (lunr as unknown as { zh: { stopWordFilter: (word: string) => unknown } }).zh.stopWordFilter], fuzzyDistance: 1 };
const isStopWord = (word: string) => !VARIANTS.stopWordFilters.every((filter) => filter(word));

/**
 * What the whole-index engine returns: lunr over each complete part (not its
 * shards), the same query loop (queryVariants, which gives easyops'
 * smartQueries, see searchQueryVariants.test.ts; a namespace optional in an
 * API name; a question of many words searched by any of them), the same
 * candidates (each part's 10 best hits per query until 24), ranked by
 * rank.ts and named pages put first, as the engine does (issue 39). A typo
 * is looked for only in a word the index does not have (nor a stop word),
 * among the terms that begin with the first or second character of the word
 * (shardFormat.ts): lunr's automaton of a typo, limited to those.
 */
function reference(input: string, limit: number, index = easyopsIndex) {
  const { parts: published, words } = splitIdentifiers(compactIndex(index()));
  const titleDocs = published[0].documents;
  const pageOfTitle = new Map(titleDocs.map((doc, k) => [doc.i, k]));
  const parts = published.map((part) => ({ index: lunr.Index.load(inflatePart(part)), position: new Map(part.documents.map((doc, k) => [String(doc.i), k])), documents: part.documents }));
  const dictionary = [...new Set(published.flatMap((part) => part.terms.map(([term]) => term)))].sort();
  const zh = wordsByFirstUnit(dictionary.filter((term) => /\p{Unified_Ideograph}/u.test(term[0])));
  const tokens = tokenize(input, ['en', 'zh']);
  let queryWords = latinWordCount(input, isStopWord);
  for (const token of tokens.filter((token) => /\p{Unified_Ideograph}/u.test(token))) {
    const [cut] = cutChinese(token, zh, 1);
    queryWords += cut ? cut.filter((piece) => !isStopWord(piece.value)).length : 1;
  }
  const candidates: { candidate: Candidate; part: number; doc: Doc }[] = [];
  const seen = new Set<string>();
  let typo = false;
  const tokenSets = lunr.TokenSet as unknown as { fromFuzzyString(term: string, distance: number): TokenSet };
  const fuzzy = tokenSets.fromFuzzyString;
  tokenSets.fromFuzzyString = (term, distance) => {
    // A word the index has is not a typo (issue 39): itself, or the words it begins.
    const trailing = term.indexOf('*') === term.length - 1;
    const word = trailing ? term.slice(0, -1) : term;
    const stop = isStopWord(word);
    const own = trailing ? dictionary.filter((known) => known.startsWith(word)) : dictionary.filter((known) => known === term);
    const stem = lunr.stemmer(new lunr.Token(word, {})).toString();
    if (stop || own.length > 0 || (trailing && dictionary.includes(stem))) return lunr.TokenSet.fromArray(stop ? [] : own);
    typo = true;
    // Too short for a typo (under three characters), and at most the 8 terms nearest in length.
    if ([...word].length < 3) return lunr.TokenSet.fromArray([]);
    const near = lunr.TokenSet.fromArray(dictionary.filter((known) => [term[0], term[1]].some((first) => first !== undefined && first !== '*' && known.startsWith(first))))
      .intersect(fuzzy(term, distance))
      .toArray()
      .map((known) => ({ known, off: Math.abs(known.length - word.length) }))
      .sort((a, b) => a.off - b.off || (a.known < b.known ? -1 : 1))
      .slice(0, 8)
      .map(({ known }) => known)
      .sort();
    return lunr.TokenSet.fromArray(near).intersect(fuzzy(term, distance));
  };
  const run = (term: { value: string; wildcard: number; presence: number; editDistance?: number }[], complete: boolean) => {
    typo = false;
    const results = parts.map(({ index }) =>
      index.query((query) => {
        for (const item of term) query.term(item.value, { wildcard: item.wildcard, presence: item.presence, ...(item.editDistance ? { editDistance: item.editDistance } : null) });
      }),
    );
    results.forEach((hits, p) => {
      for (const hit of hits.slice(0, 10)) {
        const position = parts[p].position.get(hit.ref)!;
        if (seen.has(`${p}:${position}`)) continue;
        seen.add(`${p}:${position}`);
        const doc = parts[p].documents[position] as Doc;
        const page = p === 0 ? position : pageOfTitle.get(doc.p!)!;
        const exact = complete && words[p] !== undefined && Math.min(9, words[p]![position]) === Math.min(9, queryWords);
        candidates.push({ candidate: { page, part: p, score: hit.score, complete, typo, exact, order: candidates.length }, part: p, doc });
      }
    });
    return candidates.length >= 24;
  };
  try {
    const anyWord = anyWordTerms(tokens, zh, VARIANTS);
    const api = input.split(/\s+/).some(isApiMember);
    if (anyWord.length <= MAX_REQUIRED_WORDS) {
      for (const { term, dropped } of queryVariants(tokens, zh, VARIANTS)) {
        const optional = api && term.some(({ value }) => !UTILITY_NAMESPACES.has(value));
        if (run(optional ? term.map((item) => (UTILITY_NAMESPACES.has(item.value) ? { ...item, presence: lunr.Query.presence.OPTIONAL } : item)) : term, !dropped)) break;
      }
    }
    if (candidates.length === 0 && anyWord.length > 1) run(anyWord, false);
  } finally {
    tokenSets.fromFuzzyString = fuzzy;
  }
  const byCandidate = new Map(candidates.map((entry) => [entry.candidate, entry]));
  const chosen = rankPages(
    candidates.map((entry) => entry.candidate),
    { query: input, lang: 'en', urls: titleDocs.map((doc) => doc.u) },
  )
    .flatMap(({ candidates: ofPage }) => ofPage.slice(0, 3))
    .slice(0, limit)
    .map((candidate) => byCandidate.get(candidate)!);
  const suggestions: SearchSuggestion[] = chosen.map(({ part, doc }) => ({
    type: part === 0 ? 'title' : part === 1 ? 'header' : 'content',
    title: '',
    header: doc.t,
    link: doc.u + (doc.h ?? ''),
    query: input,
    statement: '',
    highlights: [],
  }));
  return promoteNamedPages(suggestions, { query: input, titles: titleDocs, limit }).map((suggestion) => suggestion.link);
}

const QUERIES = ['failed', 'retry', 'retr', 'retries', 'mock timer', 'snapshot suite', 'tmeout', 'coverage', 'works', 'test', 'and more', 'hook option', 'nothingatall'];

describe('shardIndex', () => {
  it('cuts shards and chunks by size, and lists every file in a manifest the browser accepts', () => {
    const { json, files, published } = serve(400, 300);
    expect(() => checkManifest(json)).not.toThrow();
    expect(json.shards.length).toBeGreaterThan(3);
    expect(json.parts[4].chunks.length).toBeGreaterThan(3);
    for (const file of files) expect(file.content.length).toBeLessThan(400 * 3);
    expect(json.hash).toBe(HASH);
    // Titles ride in the manifest, as columns that decode to the title documents; no title chunk.
    expect(checkManifest(json).titles).toEqual(published[0].documents);
    expect(published[0].documents).toHaveLength(12);
    expect(json.parts[0].chunks).toEqual([]);
    // Each shard carries its terms; together, in shard order, they are the sorted
    // term list, and each shard starts at the term the manifest names for it.
    const shards = files.filter((file) => /^terms-\d+$/.test(file.key)).map((file) => JSON.parse(file.content));
    const dictionary = shards.flatMap((shard) => frontDecode(shard.terms));
    expect(dictionary).toEqual([...dictionary].sort());
    expect(dictionary).toContain('retri');
    expect(frontDecode(json.bounds)).toEqual(shards.map((shard) => frontDecode(shard.terms)[0]));
    expect(undelta(json.shards)).toEqual(shards.map((shard) => shard.from));
    // The term list comes in pieces (issue 39), which together are the same sorted list.
    expect(termListOf(files)).toEqual(dictionary);
    expect(json.listStarts.length).toBeGreaterThan(1);
  });

  it('keeps the term dictionary out of the manifest: more terms make more shards, not a bigger manifest', () => {
    const { json } = serve(300, 300);
    const text = JSON.stringify(json);
    expect(text).not.toContain('retri');
    expect(text).not.toContain('isol');
  });

  it('keeps the manifest free of document text and postings', () => {
    const { json } = serve();
    const text = JSON.stringify(json);
    expect(text).not.toContain('retries a failed test');
    expect(text.length).toBeLessThan(JSON.stringify(compactIndex(easyopsIndex())).length / 2);
  });
});

describe('page columns', () => {
  const pages = [
    { i: 1, t: 'retry', u: '/config/test/retry', b: ['Config', 'Test'] },
    { i: 2, t: 'bail', u: '/config/test/bail', b: ['Config', 'Test'] },
    { i: 4, t: 'Blog', u: '/blog' },
    { i: 7, t: 'expect', u: '/api/test-api/expect', b: ['API', 'Test API'] },
  ];

  it('round-trip the title documents, breadcrumbs listed once and a missing one kept missing', () => {
    const columns = encodePages(pages);
    expect(columns.breadcrumbs).toEqual([['Config', 'Test'], null, ['API', 'Test API']]);
    expect(columns.crumbs).toEqual([0, 0, 1, 2]);
    expect(decodePages(JSON.parse(JSON.stringify(columns)), [1, 2, 4, 7])).toEqual(pages);
  });

  it('refuse a title document with a field they have no column for, and columns that do not fit', () => {
    expect(() => encodePages([{ i: 1, t: 'a', u: '/a', h: '#x' }])).toThrow(/no column for: h/);
    const columns = encodePages(pages);
    expect(() => decodePages(columns, [1, 2, 4])).toThrow(/page titles/);
    expect(() => decodePages({ ...columns, crumbs: [0, 0, 1, 3] }, [1, 2, 4, 7])).toThrow(/page titles/);
    expect(() => decodePages({ ...columns, titles: ['a', 'b', 'c', 4] }, [1, 2, 4, 7])).toThrow(/page titles/);
    expect(() => decodePages({ ...columns, breadcrumbs: [['a'], 'b', null] }, [1, 2, 4, 7])).toThrow(/page titles/);
    expect(() => decodePages(undefined, [])).toThrow(/page titles/);
    // The panel refuses such a manifest as it refuses any malformed index (spec 5).
    const { json } = serve();
    expect(() => createLocalEngine({ ...json, pages: { ...json.pages, titles: [] } })).toThrow(/search index has malformed page titles/);
  });
});

describe('frontCode', () => {
  it.each([[[]], [['a']], [['mock', 'mockimplement', 'mockreturnvalu', 'mocks', 'x']], [['测试', '测试套件', '测验']], [['a'.repeat(80), 'a'.repeat(90)]]])('round-trips %j', (words) => {
    expect(frontDecode(frontCode(words))).toEqual(words);
  });

  it('rejects a dictionary whose shared prefix is longer than the previous term', () => {
    expect(() => frontDecode('0ab\n5c')).toThrow(/dictionary/);
  });
});

describe('the sharded engine', () => {
  it.each(QUERIES)('finds for %j what lunr finds in the whole index, in the same order', async (query) => {
    for (const [shardBytes, chunkBytes] of [
      [200, 200],
      [5000, 5000],
    ]) {
      const { engine } = serve(shardBytes, chunkBytes);
      expect((await engine.search(query, 7)).map((s) => s.link)).toEqual(reference(query, 7));
    }
  });

  it.each(['测试超时', '测试', '超时重试', '测', '模拟函数', '覆盖率', '测试套件', '测试 mock', '时间超过', '定时'])(
    'cuts the Chinese query %j into the words lunr finds in the whole index, and finds the same pages',
    async (query) => {
      for (const [shardBytes, chunkBytes] of [
        [150, 200],
        [5000, 5000],
      ]) {
        const { engine } = serve(shardBytes, chunkBytes, chineseIndex);
        expect((await engine.search(query, 7)).map((s) => s.link)).toEqual(reference(query, 7, chineseIndex));
      }
    },
  );

  it('cuts a Chinese query with the words of its characters\' shards alone: no list of every term when its words fill the list', async () => {
    const { engine, fetched, fileOf } = serve(150, 200, chineseIndex);
    expect(await engine.search('测试', 7)).toHaveLength(7);
    expect(fetched.length).toBeGreaterThan(0);
    expect(listPieces(fetched)).toEqual([]);
  });

  it('fetches, for a typo only, the pieces of the term list that hold the words of its first two letters, each once, then the shards of the terms it matches', async () => {
    const { engine, json, files, fetched } = serve(300, 300);
    await engine.search('retry', 7);
    expect(listPieces(fetched)).toEqual([]);
    // "tmeout" matches no term: easyops' looser queries allow one typo ("timeout").
    expect((await engine.search('tmeout', 7)).map((s) => s.link)).toEqual(reference('tmeout', 7));
    // Not the whole term list (issue 39): only the pieces of the words that begin with t or m.
    const pieces = files.filter((file) => file.key.startsWith('list-')).map((file) => ({ url: `search_index.en.${file.key}.${HASH}.json`, terms: frontDecode(JSON.parse(file.content).terms) }));
    const fetchedPieces = listPieces(fetched);
    expect(fetchedPieces.length).toBeGreaterThan(0);
    expect(fetchedPieces.length).toBeLessThan(pieces.length);
    for (const url of fetchedPieces) expect(pieces.find((piece) => piece.url === url)!.terms.some((term) => /^[tm]/.test(term))).toBe(true);
    expect(fetched.filter((url) => url.includes('.terms-')).length).toBeLessThan(json.shards.length);
    await engine.search('tmeouts', 7);
    await engine.search('sapshot', 7);
    expect(new Set(listPieces(fetched)).size).toBe(listPieces(fetched).length);
  });

  it('looks for no typo in a word the index has, nor in a stop word: no piece of the term list, however few the hits', async () => {
    const { engine, fetched } = serve(300, 300);
    // "isolate" is on one page only: every looser query runs, the typo ones too.
    const found = await engine.search('isolate the pool', 7);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(7);
    expect(listPieces(fetched)).toEqual([]);
    expect(found.map((s) => s.link)).toEqual(reference('isolate the pool', 7));
  });

  it('shows snippets and headers from the fetched chunks, and highlights the match', async () => {
    const { engine } = serve(300, 300);
    const [content] = await engine.search('failed', 7);
    expect(content.type).toBe('content');
    expect(content.statement).toContain('retries a failed test');
    expect(content.title).toMatch(/ option$/);
    expect(content.highlights.length).toBeGreaterThan(0);
  });

  it('fetches only the shards and chunks a query needs', async () => {
    const { engine, json, files, fetched, fileOf } = serve(300, 300);
    await engine.search('coverage', 7);
    const starts = undelta(json.shards);
    const termList = termListOf(files);
    const shardsNeeded = new Set(termList.flatMap((term, k) => (term.startsWith('coverag') ? [fileOf(termShardKey(rangeOf(starts, k)))] : [])));
    const shardsFetched = fetched.filter((url) => url.includes('.terms-'));
    // Not the term list: an exact word or a prefix finds its terms in their shards.
    expect(listPieces(fetched)).toEqual([]);
    expect(shardsNeeded.size).toBeGreaterThan(0);
    expect(shardsFetched.length).toBeLessThan(json.shards.length);
    for (const shard of shardsNeeded) expect(shardsFetched).toContain(shard);
    expect(fetched.filter((url) => url.includes('.docs-')).length).toBeLessThan(json.parts.reduce((n, part) => n + part.chunks.length, 0));
    // A second search for the same word fetches nothing new.
    const before = fetched.length;
    await engine.search('coverage', 7);
    expect(fetched.length).toBe(before);
  });

  it('builds no token set of the whole dictionary when it loads (each query gets a small one)', () => {
    const { json } = serve(300, 300);
    const fromArray = jest.spyOn(lunr.TokenSet, 'fromArray');
    try {
      createLocalEngine(json);
      expect(Math.max(0, ...fromArray.mock.calls.map(([words]) => words.length))).toBe(0);
    } finally {
      fromArray.mockRestore();
    }
  });

  it('prefetches the shards while the reader types, no document chunk: the search after the debounce fetches only chunks and finds the same', async () => {
    const { engine, fetched } = serve(300, 300);
    engine.prefetch!('retry', 7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const byPrefetch = [...fetched];
    expect(byPrefetch.length).toBeGreaterThan(0);
    expect(byPrefetch.some((url) => url.includes('.docs-'))).toBe(false);
    const first = await engine.search('retry', 7);
    expect(first.map((s) => s.link)).toEqual(reference('retry', 7));
    const bySearch = fetched.slice(byPrefetch.length);
    expect(bySearch.length).toBeGreaterThan(0);
    expect(bySearch.every((url) => url.includes('.docs-'))).toBe(true);
    // Each file was fetched once.
    expect(new Set(fetched).size).toBe(fetched.length);
    const afterSearch = fetched.length;
    expect(await engine.search('retry', 7)).toEqual(first);
    expect(fetched.length).toBe(afterSearch);
  });

  it('keeps the hits a prefetch found: the search after the debounce runs no lunr query, only fetches the documents', async () => {
    const { engine } = serve(300, 300);
    engine.prefetch!('mock timer', 7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const query = jest.spyOn(lunr.Index.prototype, 'query');
    try {
      const found = await engine.search('mock timer', 7);
      expect(query).not.toHaveBeenCalled();
      expect(found.map((s) => s.link)).toEqual(reference('mock timer', 7));
      // Another keyword, not prefetched, is queried as before.
      await engine.search('retry', 7);
      expect(query).toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('fetches the documents too for a keyword that came whole: the search after the debounce fetches nothing', async () => {
    const { engine, fetched } = serve(300, 300);
    engine.prefetch!('mock timer', 7, true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const byPrefetch = fetched.length;
    expect(fetched.some((url) => url.includes('.docs-'))).toBe(true);
    const found = await engine.search('mock timer', 7);
    expect(fetched.length).toBe(byPrefetch);
    expect(found.map((s) => s.link)).toEqual(reference('mock timer', 7));
  });

  it('fetches no chunk for the prefixes of a word typed letter by letter: the same files as the word pasted', async () => {
    const typed = serve(300, 300);
    for (const prefix of ['r', 're', 'ret', 'retr', 'retry']) typed.engine.prefetch!(prefix, 7);
    await typed.engine.search('retry', 7);
    const pasted = serve(300, 300);
    await pasted.engine.search('retry', 7);
    expect(chunks(typed.fetched)).toEqual(chunks(pasted.fetched));
  });

  it('fetches the documents of a typed word once its hits settle: the search after the debounce fetches nothing, and at most one chunk more than the word pasted', async () => {
    const typed = serve(300, 300);
    // "timeo" has fewer hits than the list holds: the rest of the word only narrows them.
    for (const prefix of ['t', 'ti', 'tim', 'time', 'timeo', 'timeou']) {
      typed.engine.prefetch!(prefix, 7);
      await settle();
    }
    expect(chunks(typed.fetched).length).toBeGreaterThan(0);
    typed.engine.prefetch!('timeout', 7);
    await settle();
    const beforeSearch = typed.fetched.length;
    const found = await typed.engine.search('timeout', 7);
    expect(typed.fetched.length).toBe(beforeSearch);
    expect(found.map((s) => s.link)).toEqual(reference('timeout', 7));
    const pasted = serve(300, 300);
    await pasted.engine.search('timeout', 7);
    // The ranking (issue 39) may show for a prefix one hit that the whole word, whose
    // candidates are fewer, does not: every chunk the word needs, and one more at most.
    const typedChunks = new Set(chunks(typed.fetched));
    for (const chunk of chunks(pasted.fetched)) expect(typedChunks).toContain(chunk);
    expect(typedChunks.size).toBeLessThanOrEqual(new Set(chunks(pasted.fetched)).size + 1);
  });

  it('fetches, while a word is typed, the documents of hits an earlier prefix found too: all are in by the debounce, at little more than the word pasted', async () => {
    // Every prefix of "more" has a full list of hits, never the same twice, so
    // only hits found again are fetched before the last letter.
    const typed = serve(300, 300, prefixIndex);
    for (const prefix of ['m', 'mo', 'mor', 'more']) {
      typed.engine.prefetch!(prefix, 7);
      await settle();
    }
    const beforeSearch = typed.fetched.length;
    const found = await typed.engine.search('more', 7);
    expect(typed.fetched.length).toBe(beforeSearch);
    expect(found.map((s) => s.link)).toEqual(reference('more', 7, prefixIndex));
    const pasted = serve(300, 300, prefixIndex);
    await pasted.engine.search('more', 7);
    expect(chunks(typed.fetched).length).toBeLessThanOrEqual(chunks(pasted.fetched).length + 2);
  });

  it('fetches the documents of typed Chinese text once it is two characters long (a likely whole word): the search after the debounce fetches nothing', async () => {
    const typed = serve(150, 200, chineseIndex);
    typed.engine.prefetch!('测', 7);
    await settle();
    typed.engine.prefetch!('测试', 7);
    await settle();
    const beforeSearch = typed.fetched.length;
    expect(chunks(typed.fetched).length).toBeGreaterThan(0);
    const found = await typed.engine.search('测试', 7);
    expect(typed.fetched.length).toBe(beforeSearch);
    expect(found.map((s) => s.link)).toEqual(reference('测试', 7, chineseIndex));
  });

  it('drops the prefetch of a keyword the reader has typed on from: no chunks for it, and its search still finds the same', async () => {
    const { engine, fetched } = serve(300, 300);
    engine.prefetch!('retry', 7);
    engine.prefetch!('mock timer', 7);
    await engine.search('mock timer', 7);
    const alone = serve(300, 300);
    await alone.engine.search('mock timer', 7);
    expect(chunks(fetched)).toEqual(chunks(alone.fetched));
    expect((await engine.search('retry', 7)).map((s) => s.link)).toEqual(reference('retry', 7));
  });

  it('lets a search fetch again what a failed prefetch could not get', async () => {
    const { engine, json, failing, fetched, fileOf } = serve(300, 300);
    json.shards.forEach((_, k) => failing.add(fileOf(termShardKey(k))));
    engine.prefetch!('retry', 7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const count = fetched.length;
    expect(count).toBeGreaterThan(0);
    failing.clear();
    await expect(engine.search('retry', 7)).resolves.not.toHaveLength(0);
    expect(fetched.length).toBeGreaterThan(count);
  });

  it('throws when a shard fails, and fetches it again on the next query (never stuck)', async () => {
    const { engine, json, failing, fetched, fileOf } = serve(300, 300);
    json.shards.forEach((_, k) => failing.add(fileOf(termShardKey(k))));
    await expect(engine.search('retry', 7)).rejects.toThrow(IndexPartError);
    failing.clear();
    const count = fetched.length;
    await expect(engine.search('retry', 7)).resolves.not.toHaveLength(0);
    expect(fetched.length).toBeGreaterThan(count);
  });

  it('rejects a malformed shard or chunk instead of returning wrong results', async () => {
    const { json, files, fileOf } = serve(300, 300);
    const real = (url: string) => JSON.parse(files.find((f) => fileOf(f.key) === url)!.content);
    const broken = createLocalEngine(json, { load: async (url) => (url.includes('.terms-') ? { from: -1, postings: 'x' } : real(url)) });
    await expect(broken.search('retry', 7)).rejects.toThrow(/shard/);
    await expect(broken.search('retry', 7)).rejects.toThrow(IndexPartError);
    // A shard whose terms are not the ones the manifest lists for it (another build's).
    const shifted = createLocalEngine(json, { load: async (url) => (url.includes('.terms-') ? { ...real(url), terms: frontCode(['aaa', 'zzz']), postings: [[], []] } : real(url)) });
    await expect(shifted.search('retry', 7)).rejects.toThrow(IndexPartError);
    const badList = createLocalEngine(json, { load: async (url) => (url.includes('.list-') ? { terms: 42 } : real(url)) });
    await expect(badList.search('tmeout', 7)).rejects.toThrow(/term list/);
    const badChunks = createLocalEngine(json, { load: async (url) => (url.includes('.docs-') ? { part: 9, from: 0, documents: [] } : real(url)) });
    await expect(badChunks.search('retries', 7)).rejects.toThrow(/chunk/);
    await expect(badChunks.search('retries', 7)).rejects.toThrow(IndexPartError);
  });

  it.each([
    ['the whole-index format of before', [{ documents: [], lengths: [], terms: [], pipeline: [], version: '2.3.9' }]],
    ['an HTML page', '<!doctype html>'],
    ['a manifest of another format', { format: 1 }],
  ])('refuses %s as a manifest', (_name, json) => {
    expect(() => createLocalEngine(json)).toThrow(/search index/);
  });
});
