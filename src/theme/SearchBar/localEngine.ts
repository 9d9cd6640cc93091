/**
 * The local search engine: this locale's easyops index (published by
 * plugins/search-index in shards, see src/utils/search/shardFormat.ts),
 * queried the way easyops' own worker queries it, and turned into spec 3
 * suggestions. Loaded on demand (a separate chunk with lunr), so pages that
 * are only read never pay for it; a query fetches only the term shards and
 * document chunks it needs.
 */
import lunr, { type Index, type Pipeline, type Query } from 'lunr';
// Importing the generated constants registers lunr's zh and multi-language
// pipelines, which lunr.Index.load needs.
import { language } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js';
import type { IndexDocument } from '@site/src/utils/search/indexFormat';
import { candidateTerms } from '@site/src/utils/search/candidateTerms';
import { bm25Weight, checkChunk, checkManifest, checkShard, checkTermList, documentChunkKey, frontDecode, rangeOf, shardFileName, TERM_LIST_KEY, termShardKey, undelta, type DocumentChunk, type SearchManifest } from '@site/src/utils/search/shardFormat';
import { cutSnippet } from '@site/src/utils/search/snippet';
import { termPositions } from '@site/src/utils/search/termPositions';
import { fetchJson, type FetchJson } from '@site/src/utils/search/fetchJson';
import { LruCache } from '@site/src/utils/search/lruCache';
import { IndexPartError } from '@site/src/utils/search/searcher';
import { promoteNamedPages } from '@site/src/utils/search/rank';
import { measure } from '@site/src/utils/search/timing';
import type { SearchEngine, SearchSuggestion } from '@site/src/utils/search/types';

/** easyops document types, in file order. */
const enum DocType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

interface RawResult {
  document: IndexDocument;
  type: DocType;
  page: IndexDocument | undefined | false;
  metadata: Record<string, unknown>;
}

/** easyops indexes one lunr field. */
const FIELD = 't';

const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

function toSuggestion({ document, type, page, metadata }: RawResult, query: string): SearchSuggestion {
  const terms = Object.keys(metadata);
  const link = document.u + (document.h ?? '');
  const pageTitle = page ? page.t : (document.s ?? document.t);
  if (type === DocType.Title) {
    return { type: 'title', title: document.t, header: document.t, link, query, statement: '', highlights: termPositions(document.t, terms, stem) };
  }
  if (type === DocType.Heading) {
    return { type: 'header', title: pageTitle, header: document.t, link, query, statement: '', highlights: termPositions(document.t, terms, stem) };
  }
  const snippet = cutSnippet(document.t, termPositions(document.t, terms, stem));
  return { type: 'content', title: pageTitle, header: document.s ?? pageTitle, link, query, statement: snippet.text, highlights: snippet.highlights };
}

/**
 * One easyops part, its lunr index filled in term by term as shards arrive.
 * Its token set stays empty: each query gets a lunr index of its own over the
 * same postings, with a token set of only the terms it may match (queryIndex).
 */
interface Part {
  type: DocType;
  index: Index;
  pipeline: Pipeline;
  /** The dictionary indexes of the terms this part has, among the shards fetched so far. */
  has: Set<number>;
  /** Document id at each position. */
  ids: number[];
  lengths: number[];
  average: number;
  /** First position of each document chunk. */
  chunks: number[];
}

type QueryTerm = { value: string; wildcard: number; presence: number; editDistance?: number };
type QueryClause = Query['clauses'][number];
/** A query's clauses, each with its values after a part's pipeline. */
type Clauses = { clause: QueryClause; processed: string[] }[];

const addTerms = (query: Query, term: QueryTerm[]) => {
  for (const item of term) {
    query.term(item.value, { wildcard: item.wildcard, presence: item.presence, ...(item.editDistance ? { editDistance: item.editDistance } : null) });
  }
};

const isIdeograph = (character: string) => /\p{Unified_Ideograph}/u.test(character);

/** Whether typed text ends with two Chinese characters: most Chinese words are that long, so it may well be complete. */
const endsWithChineseWord = (input: string) => /\p{Unified_Ideograph}{2}$/u.test(input.trim());

/** Keywords whose hits and documents an engine keeps (a search repeated a few keystrokes later costs nothing). */
const RECENT_KEYWORDS = 8;
const keywordKey = (input: string, limit: number) => `${limit}\u0000${input}`;

export function createLocalEngine(
  json: unknown,
  { baseUrl = '', lang = 'en', load = fetchJson }: { baseUrl?: string; lang?: string; load?: FetchJson } = {},
): SearchEngine {
  const manifest: SearchManifest = checkManifest(json);
  const fileUrl = (key: string) => baseUrl + shardFileName({ lang, key, hash: manifest.hash });
  const shardStarts = undelta(manifest.shards);
  const bounds = frontDecode(manifest.bounds);
  /**
   * Terms by dictionary index, as far as the fetched shards (or the term list)
   * tell: the dictionary is not in the manifest, so it stays the same size
   * whatever the number of pages (issue 23).
   */
  const known: string[] = [];
  const termIndex = new Map<string, number>();
  const learn = (term: string, position: number) => {
    known[position] = term;
    termIndex.set(term, position);
  };
  const parts: Part[] = manifest.parts.map((part, type) => {
    const pipeline = lunr.Pipeline.load(part.pipeline);
    const index = new lunr.Index({ invertedIndex: {}, fieldVectors: {}, tokenSet: lunr.TokenSet.fromArray([]), fields: [FIELD], pipeline });
    const average = part.lengths.length === 0 ? 0 : part.lengths.reduce((sum, n) => sum + n, 0) / part.lengths.length;
    return { type: type as DocType, index, pipeline, has: new Set(), ids: undelta(part.ids), lengths: part.lengths, average, chunks: undelta(part.chunks) };
  });
  const titles = new Map(manifest.titles.map((doc) => [String(doc.i), doc]));

  /** Puts a shard's terms, postings and BM25 entries into the parts' indexes, as lunr.Builder had them. */
  const applyShard = ({ from, words, postings }: ReturnType<typeof checkShard>) => {
    postings.forEach((termPostings, k) => {
      const position = from + k;
      const term = words[k];
      learn(term, position);
      for (const [p, gaps, frequencies] of termPostings) {
        const part = parts[p];
        part.has.add(position);
        const termPostingsOfPart: Record<string, object> = {};
        let at = 0;
        gaps.forEach((gap, g) => {
          at += gap;
          if (at >= part.lengths.length) throw new Error(`the search term "${term}" points past the documents`);
          const ref = String(at);
          termPostingsOfPart[ref] = {};
          const weight = bm25Weight({ documents: part.lengths.length, postings: gaps.length, tf: frequencies?.[g] ?? 1, length: part.lengths[at], average: part.average });
          (part.index.fieldVectors[`${FIELD}/${ref}`] ??= new lunr.Vector()).upsert(position, weight, (_, value) => value);
        });
        part.index.invertedIndex[term] = { _index: position, [FIELD]: termPostingsOfPart };
      }
    });
  };

  /** The terms of each fetched shard. */
  const shardWords = new Map<number, string[]>();
  const shardLoads = new Map<number, Promise<void>>();
  const loadShard = (k: number) => {
    let loading = shardLoads.get(k);
    if (!loading) {
      const from = shardStarts[k];
      loading = load(fileUrl(termShardKey(k)))
        .then((json) => {
          const shard = checkShard(json, from, parts.length);
          const next = shardStarts[k + 1];
          if (shard.words[0] !== bounds[k] || (next !== undefined && from + shard.words.length !== next)) {
            throw new Error(`the search term shard ${k} does not hold the terms the manifest lists for it`);
          }
          applyShard(shard);
          shardWords.set(k, shard.words);
        })
        .catch((error: unknown) => {
          throw new IndexPartError(`search term shard ${k} could not be fetched or read`, { cause: error });
        });
      // A failed shard is fetched again by the next query (issue 24: retried, never stuck).
      loading.catch(() => shardLoads.delete(k));
      shardLoads.set(k, loading);
    }
    return loading;
  };

  /** Every term, fetched only for a query that must scan them all (fuzzy, or inside words). */
  let termListLoad: Promise<string[]> | undefined;
  const loadTermList = () => {
    termListLoad ??= load(fileUrl(TERM_LIST_KEY))
      .then((json) => {
        const terms = checkTermList(json);
        if (terms.length < (shardStarts.at(-1) ?? 0) || shardStarts.some((from, k) => terms[from] !== bounds[k])) {
          throw new Error('the search term list does not match the term shards');
        }
        terms.forEach(learn);
        return terms;
      })
      .catch((error: unknown) => {
        termListLoad = undefined;
        throw new IndexPartError('the search term list could not be fetched or read', { cause: error });
      });
    return termListLoad;
  };

  /** The shards that hold `prefix` and every term that begins with it. */
  const shardsOfPrefix = (prefix: string): number[] => {
    const found = [Math.max(0, rangeOf(bounds, prefix))];
    for (let k = found[0] + 1; k < bounds.length && bounds[k].startsWith(prefix); k += 1) found.push(k);
    return found;
  };

  /**
   * Where the terms a query value (after the pipeline; `*` is a wildcard) may
   * match are: the shards of its range, or null when they may be anywhere (a
   * typo allowed, or a wildcard first) and the term list must be scanned.
   */
  const shardsOfValue = (value: string, editDistance = 0): number[] | null => {
    const star = value.indexOf('*');
    if (editDistance > 0 || star === 0) return null;
    return star < 0 ? [Math.max(0, rangeOf(bounds, value))] : shardsOfPrefix(value.slice(0, star));
  };

  /**
   * The terms a value that may match anywhere really matches (lunr's automaton
   * over candidateTerms of the term list), by value: easyops' queries repeat
   * each word in several combinations, and a scan of every term is not cheap.
   */
  const scanned = new Map<string, number[]>();
  const scanKey = (value: string, editDistance = 0) => `${editDistance}\u0000${value}`;
  const scan = (terms: string[], clause: QueryClause, value: string): number[] => {
    const key = scanKey(value, clause.editDistance);
    let found = scanned.get(key);
    if (!found) {
      const candidates = lunr.TokenSet.fromArray(candidateTerms(terms, value, clause.editDistance).map((k) => terms[k]));
      found = candidates
        .intersect(lunr.TokenSet.fromClause({ ...clause, term: value }))
        .toArray()
        .map((word) => termIndex.get(word)!)
        .sort((a, b) => a - b);
      scanned.set(key, found);
    }
    return found;
  };

  /** Dictionary indexes of the terms a value may match (candidateTerms), among the terms fetched for it. */
  const candidatesOf = (value: string, editDistance = 0): number[] => {
    const shards = shardsOfValue(value, editDistance);
    if (!shards) return scanned.get(scanKey(value, editDistance)) ?? [];
    if (!shards.every((k) => shardWords.has(k))) return [];
    const base = shardStarts[shards[0]];
    return candidateTerms(shards.flatMap((k) => shardWords.get(k)!), value, editDistance).map((k) => base + k);
  };

  // Chinese words known to the index: the browser has no jieba, so queries are
  // cut into these words (easyops cutZhWords), which only tries the words that
  // begin with a character of the query: those, from their shards, fetched first.
  const zhWordsOf = async (input: string): Promise<string[]> => {
    const characters = [...new Set([...input].filter(isIdeograph))];
    if (characters.length === 0) return [];
    const shards = [...new Set(characters.flatMap(shardsOfPrefix))].sort((a, b) => a - b);
    await Promise.all(shards.map(loadShard));
    return shards.flatMap((k) => shardWords.get(k)!).filter((term) => isIdeograph(term[0] ?? '') && characters.some((character) => term.startsWith(character)));
  };

  const chunkLoads = new Map<string, Promise<DocumentChunk>>();
  const loadDocument = async (part: Part, position: number): Promise<IndexDocument | undefined> => {
    if (part.type === DocType.Title) return titles.get(String(part.ids[position]));
    const k = rangeOf(part.chunks, position);
    if (k < 0) return undefined;
    const from = part.chunks[k];
    const file = documentChunkKey(part.type, k);
    let loading = chunkLoads.get(file);
    if (!loading) {
      loading = load(fileUrl(file))
        .then((chunk) => checkChunk(chunk, part.type, from))
        .catch((error: unknown) => {
          throw new IndexPartError(`search document chunk ${file} could not be fetched or read`, { cause: error });
        });
      loading.catch(() => chunkLoads.delete(file));
      chunkLoads.set(file, loading);
    }
    return (await loading).documents[position - from];
  };

  /** A query's clauses and their values after a part's pipeline (the first half of lunr.Index#query). */
  const clausesOf = (part: Part, term: QueryTerm[]): Clauses => {
    const query = new lunr.Query([FIELD]);
    addTerms(query, term);
    return query.clauses.map((clause) => ({
      clause,
      processed: clause.usePipeline ? part.pipeline.runString(clause.term, { fields: clause.fields }) : [clause.term],
    }));
  };

  /**
   * Fetches what lunr needs to run a query: the shards of the terms its values
   * may match. A value that may match anywhere (a typo allowed, or a wildcard
   * first) needs the term list first, then the shards of the terms it matches.
   */
  const fetchTermsOf = async (clausesOfParts: Clauses[]) => {
    const shards = new Set<number>();
    const scans = new Map<string, { clause: QueryClause; value: string }>();
    for (const clauses of clausesOfParts) {
      for (const { clause, processed } of clauses) {
        for (const value of processed) {
          const found = shardsOfValue(value, clause.editDistance);
          if (found) for (const k of found) shards.add(k);
          else scans.set(scanKey(value, clause.editDistance), { clause, value });
        }
      }
    }
    const [terms] = await Promise.all([scans.size > 0 ? loadTermList() : null, ...[...shards].map(loadShard)]);
    if (!terms) return;
    const matched = new Set<number>();
    for (const { clause, value } of scans.values()) for (const k of scan(terms, clause, value)) matched.add(rangeOf(shardStarts, k));
    await Promise.all([...matched].map(loadShard));
  };

  /**
   * A lunr index of a part for one query: the part's postings so far, and a
   * token set of the part's terms the query may match (candidatesOf, once
   * fetchTermsOf has fetched them), small enough to build per query. lunr
   * intersects it with each clause as it would the whole token set, so the
   * query matches the same terms.
   */
  const queryIndex = (part: Part, clauses: Clauses): Index => {
    const positions = new Set<number>();
    for (const { clause, processed } of clauses) {
      for (const value of processed) {
        for (const k of candidatesOf(value, clause.editDistance)) if (part.has.has(k)) positions.add(k);
      }
    }
    const tokenSet = lunr.TokenSet.fromArray([...positions].sort((a, b) => a - b).map((k) => known[k]));
    return new lunr.Index({ invertedIndex: part.index.invertedIndex, fieldVectors: part.index.fieldVectors, tokenSet, fields: [FIELD], pipeline: part.pipeline });
  };

  type Hit = { part: Part; position: number; metadata: Record<string, unknown> };

  /**
   * The hits of a keyword: what a search computes and waits for on the network
   * before its documents. A prefetch gives up (null) once the reader has typed
   * on (`stale`).
   */
  const findHits = async (input: string, limit: number, stale: () => boolean = () => false): Promise<Hit[] | null> => {
    const tokens = tokenize(input, language);
    if (tokens.length === 0) return [];
    const hits: Hit[] = [];
    const seen = new Set<number>();
    /** Runs one query over every part, adding new hits; true once the list is full. */
    const run = async (term: QueryTerm[]): Promise<boolean> => {
      const clausesOfParts = parts.map((part) => clausesOf(part, term));
      await fetchTermsOf(clausesOfParts);
      if (stale()) return true;
      for (const [p, part] of parts.entries()) {
        for (const hit of queryIndex(part, clausesOfParts[p]).query((query) => addTerms(query, term)).slice(0, limit)) {
          const position = Number(hit.ref);
          const id = part.ids[position];
          if (id === undefined || seen.has(id)) continue;
          seen.add(id);
          hits.push({ part, position, metadata: hit.matchData.metadata });
          if (hits.length >= limit) return true;
        }
      }
      return false;
    };
    // easyops' queries go from exact to looser (trailing wildcard, one typo), every
    // word required; the first ones usually fill the list, so the looser ones'
    // shards are never fetched.
    const zhWords = await zhWordsOf(tokens.join(''));
    if (stale()) return null;
    for (const { term } of smartQueries(tokens, zhWords)) if (await run(term)) break;
    if (stale()) return null;
    // Nothing has every word: any of them, so one unknown word does not empty the list (issue 24).
    if (hits.length === 0 && tokens.length > 1) {
      await run(tokens.map((value) => ({ value, presence: lunr.Query.presence.OPTIONAL, wildcard: lunr.Query.wildcard.TRAILING })));
    }
    return stale() ? null : hits;
  };

  /**
   * Hits of the keywords typed last. The prefetch of each keystroke finds them
   * (fetching term shards; document chunks only of the hits likely to stay,
   * see prefetch: while a word is typed, each prefix has other hits, and
   * fetching the chunks of every prefix doubled the bytes a typed query cost
   * against a pasted one), so the search after the debounce starts from its
   * keyword's hits and at most fetches the documents still missing (issue 24).
   */
  const recentHits = new LruCache<string, Promise<Hit[] | null>>(RECENT_KEYWORDS);
  /** The keyword the reader typed last (limit and text). */
  let prefetching = '';
  /** The hits of the last typed keyword whose prefetch finished. */
  let lastTypedHits = new Set<string>();
  /** The text typed so far and the hits of its earlier prefixes (since the reader last deleted or replaced text). */
  let typedWord = { input: '', hits: new Set<string>() };
  const remember = (key: string, finding: Promise<Hit[] | null>) => {
    recentHits.set(key, finding);
    // A failure or an abandoned prefetch is not kept: the search finds them again (never stuck).
    const forget = () => recentHits.get(key) === finding && recentHits.delete(key);
    finding.then((hits) => hits === null && forget(), forget);
  };
  const hitsOf = async (input: string, limit: number): Promise<Hit[]> => {
    const key = keywordKey(input, limit);
    const kept = await recentHits.get(key)?.catch(() => null);
    if (kept) return kept;
    const finding = findHits(input, limit);
    remember(key, finding);
    return (await finding)!;
  };

  /** Searches of a few recent keywords, kept whole (hits and documents). */
  const recent = new LruCache<string, Promise<{ hits: Hit[]; documents: (IndexDocument | undefined)[] }>>(RECENT_KEYWORDS);
  const collectOnce = (input: string, limit: number) => {
    const key = keywordKey(input, limit);
    let collecting = recent.get(key);
    if (!collecting) {
      collecting = hitsOf(input, limit).then(async (hits) => ({
        hits,
        documents: await Promise.all(hits.map(({ part, position }) => loadDocument(part, position))),
      }));
      // A failure is not kept: the next search for it fetches again (never stuck).
      collecting.catch(() => recent.get(key) === collecting && recent.delete(key));
      recent.set(key, collecting);
    }
    return collecting;
  };

  return {
    prefetch(input, limit, documents = false) {
      const key = keywordKey(input, limit);
      prefetching = key;
      // Errors surface, and are retried, when the search itself runs.
      if (documents) {
        // A whole keyword (pasted, an IME word): likely the one searched, so its
        // documents too, kept for the search; this costs no more bytes than the
        // search would, and the debounce window hides the round trip (issue 24).
        collectOnce(input, limit).catch(() => {});
        return;
      }
      if (recentHits.has(key)) return;
      const finding = findHits(input, limit, () => prefetching !== key);
      remember(key, finding);
      finding.then((hits) => {
        if (!hits || prefetching !== key) return;
        // A letter typed onto a word usually narrows its hits. Once they are
        // fewer than the list holds, or the same as the letter before gave, the
        // hits of the rest of the word are likely among them: their documents
        // are fetched now, during the debounce, at little more than the
        // search's own cost (a guess that misses costs a few chunks, and the
        // search fetches what it lacks). Before that, each prefix has other
        // hits, and fetching all of theirs costs more than the budget allows
        // (issue 24): only the documents of hits that an earlier prefix of the
        // word found too are fetched, as those are the ones likely to stay.
        // Chinese is the exception: most of its words are two characters or
        // more, so typed Chinese text of two characters or more is likely a
        // whole keyword, and all its documents are fetched.
        const ids = hits.map(({ part, position }) => `${part.type}:${position}`);
        const before = lastTypedHits;
        lastTypedHits = new Set(ids);
        if (!input.startsWith(typedWord.input)) typedWord = { input, hits: new Set() };
        const earlier = typedWord.hits;
        typedWord = { input, hits: new Set([...earlier, ...ids]) };
        if (hits.length < limit || (ids.length === before.size && ids.every((id) => before.has(id))) || endsWithChineseWord(input)) {
          collectOnce(input, limit).catch(() => {});
          return;
        }
        hits.forEach(({ part, position }, k) => {
          if (earlier.has(ids[k])) loadDocument(part, position).catch(() => {});
        });
      }, () => {});
    },
    async search(input, limit) {
      const { hits, documents } = await collectOnce(input, limit);
      const results: RawResult[] = hits.flatMap(({ part, metadata }, k) => {
        const document = documents[k];
        if (!document) return [];
        const page = part.type !== DocType.Title && document.p !== undefined ? titles.get(String(document.p)) : false;
        return [{ document, type: part.type, page, metadata }];
      });
      // easyops' order: each page's title first, its headings and text after it.
      sortSearchResults(results);
      // Then the pages the reader named, by title, slug or heading, go first (issue 24).
      return promoteNamedPages(
        results.map((result) => toSuggestion(result, input)),
        { query: input, lang, titles: manifest.titles, limit },
      );
    },
  };
}

/**
 * Prepares the engine from the manifest, fetched by getSearcher alongside this
 * chunk (term shards and document chunks come later, per query, from the same
 * folder). The time it takes goes to the User Timing API
 * (rstest-search:index-build) for the benchmark.
 */
export function loadLocalEngine(json: unknown, indexUrl: string, lang: string): SearchEngine {
  const started = performance.now();
  const engine = createLocalEngine(json, { baseUrl: indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1), lang });
  measure('rstest-search:index-build', started, performance.now());
  return engine;
}
