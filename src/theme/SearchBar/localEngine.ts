/**
 * The local search engine: this locale's easyops index (published by
 * plugins/search-index in shards, see src/utils/search/shardFormat.ts),
 * queried the way easyops' own worker queries it, and turned into spec 3
 * suggestions. It runs in a Web Worker (search.worker.ts, issue 39), or on
 * the page when no worker can start; either way it is loaded on demand, so
 * pages that are only read never pay for it. A query fetches only the term
 * shards and document chunks it needs.
 */
import type { Index, Pipeline, Query } from 'lunr';
// lunr with the Chinese stop words, and easyops' settings (not lunr-languages: see lunrSetup.ts).
import lunr, { fuzzyMatchingDistance, language, stopWordFilters } from '@site/src/utils/search/lunrSetup';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import type { IndexDocument } from '@site/src/utils/search/indexFormat';
import { candidateTerms } from '@site/src/utils/search/candidateTerms';
import {
  bm25Weight,
  checkChunk,
  checkManifest,
  checkShard,
  checkTermListPiece,
  documentChunkKey,
  frontDecode,
  rangeOf,
  shardFileName,
  SHARED_HEADING_MARK,
  termListKey,
  termShardKey,
  undelta,
  type DocumentChunk,
  type SearchManifest,
} from '@site/src/utils/search/shardFormat';
import { cutSnippet } from '@site/src/utils/search/snippet';
import { termPositions } from '@site/src/utils/search/termPositions';
import { fetchJson, loadWithTimeout, REQUEST_TIMEOUT_MS, type FetchJson } from '@site/src/utils/search/fetchJson';
import { anyWordTerms, isQuestionWord, MAX_REQUIRED_WORDS, queryVariants, type QueryTerm } from '@site/src/utils/search/queryVariants';
import { cutChinese, wordsByFirstUnit } from '@site/src/utils/search/zhCut';
import { LruCache } from '@site/src/utils/search/lruCache';
import { IndexPartError } from '@site/src/utils/search/indexPartError';
import { isApiMember, pagesWithFileNamesFirst, promoteNamedPages, rankPages, UTILITY_NAMESPACES, type Candidate } from '@site/src/utils/search/rank';
import { latinWordCount } from '@site/src/utils/search/nameWords';
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
  /** A heading that many pages share (plugins/search-index/sharedHeadings.ts). */
  shared: boolean;
}

/** easyops indexes one lunr field. */
const FIELD = 't';

const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

function toSuggestion({ document, type, page, metadata, shared }: RawResult, query: string): SearchSuggestion {
  const terms = Object.keys(metadata);
  const link = document.u + (document.h ?? '');
  const pageTitle = page ? page.t : (document.s ?? document.t);
  if (type === DocType.Title) {
    return { type: 'title', title: document.t, header: document.t, link, query, statement: '', highlights: termPositions(document.t, terms, stem) };
  }
  // The keywords part holds the texts of links to the page (plugins/search-index/linkTexts.ts): the hit is the page.
  if (type === DocType.Keywords) return { type: 'title', title: pageTitle, header: pageTitle, link, query, statement: '', highlights: termPositions(pageTitle, terms, stem), linkText: document.t };
  if (type === DocType.Heading) {
    return { type: 'header', title: pageTitle, header: document.t, link, query, statement: '', highlights: termPositions(document.t, terms, stem), ...(shared ? { sharedHeading: true as const } : {}) };
  }
  const snippet = cutSnippet(document.t, termPositions(document.t, terms, stem));
  return { type: 'content', title: pageTitle, header: document.s ?? pageTitle, link, query, statement: snippet.text, highlights: snippet.highlights };
}

/** A term's postings in one part, as its shard has them: gaps between document positions, and term frequencies. */
interface Postings {
  gaps: number[];
  frequencies?: number[];
}

/**
 * One easyops part: the postings of its terms, kept as the shards bring them.
 * Each query gets a lunr index of its own (queryIndex) with the inverted
 * index, BM25 field-vector entries and token set of only the terms it may
 * match, as lunr.Builder would have made them: building the whole index's
 * vectors as shards arrived cost most of a long query's time (issue 39).
 */
interface Part {
  type: DocType;
  pipeline: Pipeline;
  /** The postings of the terms this part has, by dictionary index, among the shards fetched so far. */
  postings: Map<number, Postings>;
  /** Document id at each position. */
  ids: number[];
  lengths: number[];
  average: number;
  /** First position of each document chunk. */
  chunks: number[];
  /** First position of each page's documents (pages in title order). */
  pageStarts: number[];
  /** Titles and headings: each document's word count (identifiers by their parts), for exact names. */
  words?: string;
}

type QueryClause = Query['clauses'][number];
/** A query's clauses, each with its values after a part's pipeline. */
type Clauses = { clause: QueryClause; processed: string[] }[];

const addTerms = (query: Query, term: QueryTerm[]) => {
  for (const item of term) {
    query.term(item.value, { wildcard: item.wildcard, presence: item.presence, ...(item.editDistance ? { editDistance: item.editDistance } : null) });
  }
};

const isIdeograph = (character: string) => /\p{Unified_Ideograph}/u.test(character);

const VARIANT_OPTIONS = { lunrQuery: lunr.Query, stopWordFilters, fuzzyDistance: fuzzyMatchingDistance };

/**
 * Chinese characters of a keyword that are cut into words: a keyword with
 * more is a pasted question, searched by its first 12 words
 * (anyWordTerms), which these hold many times over; the characters after
 * them would only cost the term shards their words are in (issue 39).
 */
const MAX_CUT_CHARACTERS = 64;

/** The tokens up to the first MAX_CUT_CHARACTERS Chinese characters (a run past them is cut short, the tokens after it left out). */
function withinChineseBudget(tokens: string[]): string[] {
  let left = MAX_CUT_CHARACTERS;
  const kept: string[] = [];
  for (const token of tokens) {
    if (!isIdeograph(token)) {
      kept.push(token);
      continue;
    }
    const characters = [...token];
    kept.push(characters.slice(0, left).join(''));
    left -= characters.length;
    if (left <= 0) break;
  }
  return kept;
}

/**
 * A utility namespace (rs, rstest, jest, vi…) among other words is optional
 * (rank.ts UTILITY_NAMESPACES), and stands for both names of Rstest's own,
 * rs and rstest: a heading with either scores for it.
 */
function withOptionalNamespaces(term: QueryTerm[]): QueryTerm[] {
  if (!term.some(({ value }) => !UTILITY_NAMESPACES.has(value))) return term;
  const { OPTIONAL } = lunr.Query.presence;
  return term.flatMap((clause) =>
    UTILITY_NAMESPACES.has(clause.value) ? OWN_NAMESPACES.map((value) => ({ value, presence: OPTIONAL, wildcard: lunr.Query.wildcard.NONE })) : [clause],
  );
}

/** The two names of Rstest's utility object. */
const OWN_NAMESPACES = ['rs', 'rstest'];

/** The first code point of a text. */
const firstCharacter = (text: string) => String.fromCodePoint(text.codePointAt(0) ?? 0);

/** Whether typed text ends with two Chinese characters: most Chinese words are that long, so it may well be complete. */
const endsWithChineseWord = (input: string) => /\p{Unified_Ideograph}{2}$/u.test(input.trim());

/**
 * The shortest word in which a typo is looked for (characters). easyops allowed
 * one from two; one letter off in two leaves half the index (Elasticsearch's
 * AUTO fuzziness allows none below three), and a two-character Chinese word
 * with another character is another word.
 */
const MIN_TYPO_LENGTH = 3;
/** The most terms a word with a typo matches (the nearest in length): the shards it costs stay few (issue 39). */
const MAX_TYPO_TERMS = 8;

/** The share of pages from which a word is too common to be required (see withCommonWordsOptional). */
const COMMON_PAGE_SHARE = 0.9;

/** Hits gathered for the ranking before it chooses the ones shown (see findHits). */
const CANDIDATES = 24;
/** Hits one part gives one query variant. */
const HITS_PER_PART = 10;
/** Hits shown per page, so that a list of 7 shows several pages. */
const HITS_PER_PAGE = 3;

/** Keywords whose hits and documents an engine keeps (a search repeated a few keystrokes later costs nothing). */
const RECENT_KEYWORDS = 8;
const keywordKey = (input: string, limit: number) => `${limit}\u0000${input}`;

/**
 * One load per key at a time (a term shard, a piece of the term list, a
 * document chunk). Any failure becomes an IndexPartError (the panel shows the
 * index failure) and is forgotten, so the next query fetches that file again
 * (issue 24: retried, never stuck).
 */
function loadOnce<K, T>(loads: Map<K, Promise<T>>, key: K, what: string, start: () => Promise<T>): Promise<T> {
  let loading = loads.get(key);
  if (!loading) {
    loading = start().catch((error: unknown) => {
      throw new IndexPartError(`${what} could not be fetched or read`, { cause: error });
    });
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

export interface LocalEngineOptions {
  /** The folder of the index files (the manifest's URL without its name). */
  baseUrl?: string;
  lang?: string;
  /** Fetches one file (tests serve them from memory). */
  load?: FetchJson;
  /** Each file is given up after this long (issue 39), and asked for again by the next query. */
  requestTimeoutMs?: number;
  /** The share of pages from which a word is optional beside rarer ones (COMMON_PAGE_SHARE; Infinity: every word required). */
  commonPageShare?: number;
}

export function createLocalEngine(
  json: unknown,
  { baseUrl = '', lang = 'en', load: fetchFile = fetchJson, requestTimeoutMs = REQUEST_TIMEOUT_MS, commonPageShare = COMMON_PAGE_SHARE }: LocalEngineOptions = {},
): SearchEngine {
  const manifest: SearchManifest = checkManifest(json);
  const fileUrl = (key: string) => baseUrl + shardFileName({ lang, key, hash: manifest.hash });
  const load = (url: string) => loadWithTimeout(fetchFile, url, requestTimeoutMs);
  const shardStarts = undelta(manifest.shards);
  const bounds = frontDecode(manifest.bounds);
  const listStarts = undelta(manifest.listStarts);
  const listBounds = frontDecode(manifest.lists);
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
    const average = part.lengths.length === 0 ? 0 : part.lengths.reduce((sum, n) => sum + n, 0) / part.lengths.length;
    // A part's documents come page by page (manifest `pages`); the title part has one per page.
    let start = 0;
    const pageStarts = (part.pages ?? part.lengths.map(() => 1)).map((count) => {
      const at = start;
      start += count;
      return at;
    });
    return { type: type as DocType, pipeline, postings: new Map(), ids: undelta(part.ids), lengths: part.lengths, average, chunks: undelta(part.chunks), pageStarts, words: part.words };
  });
  const titles = new Map(manifest.titles.map((doc) => [String(doc.i), doc]));
  /** Each page's path, in title order (the kind of page, rank.ts). */
  const pageUrls = manifest.titles.map((doc) => doc.u);

  /** Characters that begin no term, with the terms that contain them (from the shards fetched so far). */
  const inside = new Map<string, string[]>();

  /** Keeps a shard's terms and postings (checked: no posting may point past the documents). */
  const applyShard = ({ from, words, postings, inside: characters = [] }: ReturnType<typeof checkShard>) => {
    for (const [character, terms] of characters) inside.set(character, terms);
    postings.forEach((termPostings, k) => {
      const position = from + k;
      const term = words[k];
      learn(term, position);
      for (const [p, gaps, frequencies] of termPostings) {
        const part = parts[p];
        let at = 0;
        for (const gap of gaps) at += gap;
        if (at >= part.lengths.length) throw new Error(`the search term "${term}" points past the documents`);
        part.postings.set(position, frequencies ? { gaps, frequencies } : { gaps });
      }
    });
  };

  /** The terms of each fetched shard. */
  const shardWords = new Map<number, string[]>();
  const shardLoads = new Map<number, Promise<void>>();
  const loadShard = (k: number) =>
    loadOnce(shardLoads, k, `search term shard ${k}`, async () => {
      const from = shardStarts[k];
      const shard = checkShard(await load(fileUrl(termShardKey(k))), from, parts.length);
      const next = shardStarts[k + 1];
      if (shard.words[0] !== bounds[k] || (next !== undefined && from + shard.words.length !== next)) {
        throw new Error(`the search term shard ${k} does not hold the terms the manifest lists for it`);
      }
      applyShard(shard);
      shardWords.set(k, shard.words);
    });

  /** The terms of each fetched piece of the term list. */
  const listWords = new Map<number, string[]>();
  const listLoads = new Map<number, Promise<void>>();
  const loadListPiece = (k: number) =>
    loadOnce(listLoads, k, `search term list piece ${k}`, async () => {
      const from = listStarts[k];
      const words = checkTermListPiece(await load(fileUrl(termListKey(k))), from);
      const next = listStarts[k + 1];
      if (words[0] !== listBounds[k] || (next !== undefined && from + words.length !== next)) {
        throw new Error(`the search term list piece ${k} does not hold the terms the manifest lists for it`);
      }
      words.forEach((term, n) => learn(term, from + n));
      listWords.set(k, words);
    });

  /** The ranges (numbers of shards, or of pieces of the term list) that hold `prefix` and every term that begins with it. */
  const rangesOfPrefix = (starts: string[], prefix: string): number[] => {
    const found = [Math.max(0, rangeOf(starts, prefix))];
    for (let k = found[0] + 1; k < starts.length && starts[k].startsWith(prefix); k += 1) found.push(k);
    return found;
  };
  /** The shards that hold `prefix` and every term that begins with it. */
  const shardsOfPrefix = (prefix: string) => rangesOfPrefix(bounds, prefix);

  /**
   * The terms that begin with `prefix`, as [dictionary index, term]: from the
   * term shards when the query has fetched them all (a Chinese query has, for
   * the characters it cut), else from the pieces of the term list.
   */
  const termsWithPrefix = async (prefix: string): Promise<[number, string][]> => {
    const shards = shardsOfPrefix(prefix);
    const fromShards = shards.every((k) => shardWords.has(k));
    const ranges = fromShards ? shards : rangesOfPrefix(listBounds, prefix);
    if (!fromShards) await Promise.all(ranges.map(loadListPiece));
    const [starts, words] = fromShards ? [shardStarts, shardWords] : [listStarts, listWords];
    return ranges.flatMap((k) => words.get(k)!.flatMap((term, n): [number, string][] => (term.startsWith(prefix) ? [[starts[k] + n, term]] : [])));
  };

  /**
   * Where the terms a query value (after the pipeline; `*` is a wildcard) may
   * match are: the shards of its range, or null when they must be found
   * first (scan): a typo allowed, or a wildcard first (inside words).
   */
  const shardsOfValue = (value: string, editDistance = 0): number[] | null => {
    const star = value.indexOf('*');
    if (editDistance > 0 || star === 0) return null;
    return star < 0 ? [Math.max(0, rangeOf(bounds, value))] : shardsOfPrefix(value.slice(0, star));
  };

  /**
   * The terms a value that may match beyond its range really matches (lunr's
   * automaton over candidateTerms), by value: easyops' queries repeat each word
   * in several combinations. A typo is looked for only in a word the index does
   * not have (issue 39: a word it has is what the reader meant; looking for its
   * near misses fetched the shards of dozens of unrelated terms and added only
   * noise), among the terms that begin with the value's first or second
   * character (see shardFormat.ts); a value with a wildcard first among the
   * terms that contain its first character, as the shard of that character
   * lists them.
   */
  const scanned = new Map<string, string[]>();
  /** The scanned values that allowed a typo in an unknown word: their hits needed a typo. */
  const typos = new Set<string>();
  /** Whether the index has this term (its shard is fetched to know). */
  const hasTerm = async (term: string) => {
    await loadShard(Math.max(0, rangeOf(bounds, term)));
    return termIndex.has(term);
  };
  /**
   * The terms a value spells without a typo, or null when the index does not
   * know the word: itself, or, with a trailing wildcard, the terms it begins.
   * A stop word is known (the index left it out; a typo of it is not wanted),
   * and so is a half-typed word whose stem is a term ("supported*").
   */
  const ownTerms = async (value: string, trailing: boolean): Promise<string[] | null> => {
    const word = trailing ? value.slice(0, -1) : value;
    if (!stopWordFilters.every((filter) => filter(word))) return [];
    if (!trailing) return (await hasTerm(value)) ? [value] : null;
    const begun = (await termsWithPrefix(word)).map(([, term]) => term);
    return begun.length > 0 || (await hasTerm(stem(word))) ? begun : null;
  };
  const scanKey = (value: string, editDistance = 0) => `${editDistance}\u0000${value}`;
  const scan = async (clause: QueryClause, value: string): Promise<string[]> => {
    const key = scanKey(value, clause.editDistance);
    const done = scanned.get(key);
    if (done) return done;
    let candidates: string[];
    const trailing = value.endsWith('*') && value.indexOf('*') === value.length - 1;
    const own = clause.editDistance ? await ownTerms(value, trailing) : null;
    if (clause.editDistance && !own) typos.add(key);
    if (own) {
      // A word the index has is not a typo: it matches itself (and, half typed, the words it begins).
      candidates = own;
    } else if (clause.editDistance && [...value.replace(/\*$/, '')].length < MIN_TYPO_LENGTH) {
      // Too short for a typo: one or two letters off, half the index would match.
      candidates = [];
    } else if (clause.editDistance) {
      const prefixes = [...new Set([value[0], value[1]].filter((character) => character !== undefined && character !== '*'))];
      const found = new Map<number, string>();
      for (const list of await Promise.all(prefixes.map(termsWithPrefix))) for (const [k, term] of list) found.set(k, term);
      const sorted = [...found].sort((a, b) => a[0] - b[0]);
      const words = sorted.map(([, term]) => term);
      candidates = candidateTerms(words, value, clause.editDistance).map((n) => words[n]);
    } else {
      const character = firstCharacter(value.replace(/^\*+/, ''));
      await loadShard(Math.max(0, rangeOf(bounds, character)));
      candidates = [...(inside.get(character) ?? [])].sort();
    }
    let matched = lunr.TokenSet.fromArray(candidates).intersect(lunr.TokenSet.fromClause({ ...clause, term: value })).toArray();
    // A typo matches the MAX_TYPO_TERMS terms nearest in length, each one more shard to fetch.
    if (clause.editDistance && !own && matched.length > MAX_TYPO_TERMS) {
      const length = value.replace(/\*$/, '').length;
      matched = matched
        .map((term) => ({ term, off: Math.abs(term.length - length) }))
        .sort((a, b) => a.off - b.off || (a.term < b.term ? -1 : 1))
        .slice(0, MAX_TYPO_TERMS)
        .map(({ term }) => term)
        .sort();
    }
    scanned.set(key, matched);
    return matched;
  };

  /** Dictionary indexes of the terms a value may match (candidateTerms), among the terms fetched for it. */
  const candidatesOf = (value: string, editDistance = 0): number[] => {
    const shards = shardsOfValue(value, editDistance);
    if (!shards) return (scanned.get(scanKey(value, editDistance)) ?? []).flatMap((word) => termIndex.get(word) ?? []);
    if (!shards.every((k) => shardWords.has(k))) return [];
    const base = shardStarts[shards[0]];
    return candidateTerms(shards.flatMap((k) => shardWords.get(k)!), value, editDistance).map((k) => base + k);
  };

  // Chinese words known to the index: the browser has no jieba, so queries are
  // cut into these words (zhCut.ts), which only tries the words that begin
  // with a character of the query: those, from their shards, fetched first;
  // grouped by their first character, in dictionary order.
  const zhWordsOf = async (input: string): Promise<Map<string, string[]>> => {
    const characters = [...new Set([...input].filter(isIdeograph))];
    if (characters.length === 0) return new Map();
    const shards = [...new Set(characters.flatMap(shardsOfPrefix))].sort((a, b) => a - b);
    await Promise.all(shards.map(loadShard));
    const first = new Set(characters.map((character) => character[0]));
    return wordsByFirstUnit(shards.flatMap((k) => shardWords.get(k)!).filter((term) => first.has(term[0]) && characters.some((character) => term.startsWith(character))));
  };

  const chunkLoads = new Map<string, Promise<DocumentChunk>>();
  const loadDocument = async (part: Part, position: number): Promise<IndexDocument | undefined> => {
    if (part.type === DocType.Title) return titles.get(String(part.ids[position]));
    const k = rangeOf(part.chunks, position);
    if (k < 0) return undefined;
    const from = part.chunks[k];
    const file = documentChunkKey(part.type, k);
    const chunk = await loadOnce(chunkLoads, file, `search document chunk ${file}`, async () => checkChunk(await load(fileUrl(file)), part.type, from));
    return chunk.documents[position - from];
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
   * may match. A value that may match beyond its range (a typo allowed, or a
   * wildcard first) is scanned first (scan), then the shards of the terms it
   * matches are fetched.
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
    const [matches] = await Promise.all([Promise.all([...scans.values()].map(({ clause, value }) => scan(clause, value))), ...[...shards].map(loadShard)]);
    const matched = new Set(matches.flat().map((word) => Math.max(0, rangeOf(bounds, word))));
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
        for (const k of candidatesOf(value, clause.editDistance)) if (part.postings.has(k)) positions.add(k);
      }
    }
    const sorted = [...positions].sort((a, b) => a - b);
    // Keyed by index terms and document positions: no prototype, so a term such as
    // "constructor" is only ever its own entry (issue 39).
    const invertedIndex: Index['invertedIndex'] = Object.create(null);
    const entries = new Map<number, number[]>();
    for (const k of sorted) {
      const { gaps, frequencies } = part.postings.get(k)!;
      const refs: Record<string, object> = Object.create(null);
      let at = 0;
      gaps.forEach((gap, g) => {
        at += gap;
        refs[at] = {};
        const weight = bm25Weight({ documents: part.lengths.length, postings: gaps.length, tf: frequencies?.[g] ?? 1, length: part.lengths[at], average: part.average });
        // Terms in dictionary order: each document's entries come sorted, as lunr.Vector needs.
        const vector = entries.get(at);
        if (vector) vector.push(k, weight);
        else entries.set(at, [k, weight]);
      });
      invertedIndex[known[k]] = { _index: k, [FIELD]: refs };
    }
    // Only the query's terms: lunr scores a document by its dot product with the query vector.
    const fieldVectors: Index['fieldVectors'] = Object.create(null);
    for (const [at, elements] of entries) fieldVectors[`${FIELD}/${at}`] = new lunr.Vector(elements);
    const tokenSet = lunr.TokenSet.fromArray(sorted.map((k) => known[k]));
    return new lunr.Index({ invertedIndex, fieldVectors, tokenSet, fields: [FIELD], pipeline: part.pipeline });
  };

  /**
   * The query without the typo allowance of the words the index has (scan
   * found them as they are). lunr looks for a typo among all the terms of the
   * query's token set, the query's other words included: in 调试测试, 调试
   * one character off matched 测试, and the typo variant found every title
   * with 测试 as a page with both words. A word the index has is what the
   * reader meant, so its clause matches that word alone. Run after
   * fetchTermsOf (which scans).
   */
  const withoutKnownTypos = (term: QueryTerm[], clausesOfParts: Clauses[]): QueryTerm[] => {
    let changed = false;
    const kept = term.map((item, k) => {
      if (!item.editDistance) return item;
      const misspelt = clausesOfParts.some((clauses) => clauses[k].processed.some((value) => typos.has(scanKey(value, item.editDistance))));
      if (misspelt) return item;
      changed = true;
      const { editDistance: _known, ...exact } = item;
      return exact;
    });
    return changed ? kept : term;
  };

  /**
   * How many of a query's words (clauses) a document has, from the terms lunr
   * matched in it: the word itself, a word it begins (a trailing wildcard), or
   * a term its typo stands for. A query with every word required has them
   * all; for one less one, or any one, this is what tells the documents apart
   * (rank.ts rule 1; Algolia's "words" rule).
   */
  const matchedClauses = (metadata: Record<string, unknown>, clauses: Clauses): boolean[] => {
    const terms = Object.keys(metadata);
    return clauses.map(({ clause, processed }) =>
      processed.some((value) => {
        const stem = value.replace(/\*+$/, '');
        const fits = (found: string) => found === stem || (value.endsWith('*') && found.startsWith(stem));
        const typoTerms = clause.editDistance ? scanned.get(scanKey(value, clause.editDistance)) : undefined;
        return terms.some((found) => fits(found) || (typoTerms?.includes(found) ?? false));
      }),
    );
  };

  /**
   * Words on nearly every page (test, run, file, config; 测试, 运行, 文件, 一个)
   * tell no page from another (issue 39). Required, they kept the page a
   * question is about out of the first results when it said the rest of the
   * question in other words: "测试一直不结束" is answered by the heading
   * 运行一直不结束, which has every word but 测试. So a word found on
   * COMMON_PAGE_SHARE of the pages or more is optional when the query has a
   * rarer word, as Lucene's common-terms query and Elasticsearch's
   * cutoff_frequency treat high-frequency terms: it still adds to the score,
   * and a document with every word still names the query. A query of common
   * words only keeps them all.
   */
  const pageShares = new Map<number, number>();
  const pageShare = (k: number): number => {
    let share = pageShares.get(k);
    if (share === undefined) {
      const pages = new Set<number>();
      for (const part of parts) {
        const postings = part.postings.get(k);
        if (!postings) continue;
        let at = 0;
        for (const gap of postings.gaps) {
          at += gap;
          pages.add(Math.max(0, rangeOf(part.pageStarts, at)));
        }
      }
      share = pages.size / Math.max(1, manifest.titles.length);
      pageShares.set(k, share);
    }
    return share;
  };
  /** Whether a query value (after the pipeline) is a term on most pages; a half-typed word counts as the word it spells so far. */
  const isCommonTerm = (value: string) => {
    const k = termIndex.get(value.replace(/\*+$/, ''));
    return k !== undefined && pageShare(k) >= commonPageShare;
  };
  const withCommonWordsOptional = (term: QueryTerm[], informative: boolean[]): QueryTerm[] =>
    informative.every(Boolean) ? term : term.map((item, k) => (informative[k] ? item : { ...item, presence: lunr.Query.presence.OPTIONAL }));

  type Hit = { part: Part; position: number; metadata: Record<string, unknown>; candidate: Candidate };

  /** Stop words of the index's languages (left out of word counts). */
  const isStopWord = (word: string) => !stopWordFilters.every((filter) => filter(word));

  /**
   * How many index words a keyword names (the count the titles and headings
   * carry, see Part.words): its Latin words (identifiers by their parts) and
   * the words of the best cut of each Chinese run, stop words and question words left out.
   */
  const wordsOf = (input: string, tokens: string[], zhWords: Map<string, string[]>) => {
    let count = latinWordCount(input, isStopWord);
    for (const token of tokens) {
      if (!isIdeograph(token)) continue;
      const [cut] = cutChinese(token, zhWords, 1);
      count += cut ? cut.filter((piece) => !isStopWord(piece.value) && !isQuestionWord(piece.value)).length : 1;
    }
    return count;
  };

  /**
   * The candidates of a keyword for the ranking (rank.ts): what a search
   * computes and waits for on the network before its documents. Each query
   * variant, from exact to loose, adds each part's best hits until there are
   * CANDIDATES, so titles, headings, descriptions and text all compete; the
   * documents are fetched only for the hits that are shown. A prefetch gives
   * up (null) once the reader has typed on (`stale`).
   */
  const findHits = async (input: string, stale: () => boolean = () => false): Promise<Hit[] | null> => {
    const tokens = withinChineseBudget(tokenize(input, language));
    if (tokens.length === 0) return [];
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const zhWords = await zhWordsOf(tokens.join(''));
    if (stale()) return null;
    const queryWords = wordsOf(input, tokens, zhWords);
    /** The queries run so far: a typo variant whose words the index all has is one of them again. */
    const ran = new Set<string>();
    /** Runs one query over every part, adding new hits; true once there are enough. */
    const run = async (asked: QueryTerm[], complete: boolean): Promise<boolean> => {
      const askedClauses = parts.map((part) => clausesOf(part, asked));
      await fetchTermsOf(askedClauses);
      if (stale()) return true;
      const term = withoutKnownTypos(asked, askedClauses);
      const clausesOfParts = term === asked ? askedClauses : parts.map((part) => clausesOf(part, term));
      // The typo allowances left are those of misspelt words: hits that needed a typo.
      const typo = term.some((item) => item.editDistance);
      const common = clausesOfParts[0].map(({ processed }) => processed.length > 0 && processed.every(isCommonTerm));
      const informative = common.some((isCommon, k) => !isCommon && term[k].presence === lunr.Query.presence.REQUIRED) ? common.map((isCommon) => !isCommon) : common.map(() => true);
      const searched = withCommonWordsOptional(term, informative);
      const runKey = JSON.stringify([searched, complete]);
      if (ran.has(runKey)) return hits.length >= CANDIDATES;
      ran.add(runKey);
      for (const [p, part] of parts.entries()) {
        for (const hit of queryIndex(part, clausesOfParts[p]).query((query) => addTerms(query, searched)).slice(0, HITS_PER_PART)) {
          const position = Number(hit.ref);
          const key = `${p}:${position}`;
          if (part.ids[position] === undefined || seen.has(key)) continue;
          seen.add(key);
          const page = Math.max(0, rangeOf(part.pageStarts, position));
          const matched = matchedClauses(hit.matchData.metadata, clausesOfParts[p]);
          // A title or heading whose words are the query's (as many, all matched) names it.
          const exact = complete && matched.every((found, k) => found || term[k].presence !== lunr.Query.presence.REQUIRED) && part.words !== undefined && Number(part.words[position]) === Math.min(9, queryWords);
          const words = matched.filter((found, k) => found && informative[k]).length;
          const candidate: Candidate = { page, part: p, score: hit.score, complete, typo, exact, words, order: hits.length };
          hits.push({ part, position, metadata: hit.matchData.metadata, candidate });
        }
      }
      return hits.length >= CANDIDATES;
    };
    // easyops' queries go from exact to looser (trailing wildcard, one typo), every
    // word required; the first ones usually find enough, so the looser ones'
    // shards are never fetched.
    const words = anyWordTerms(tokens, zhWords, VARIANT_OPTIONS);
    // In rs.fn or jest.mock, the namespace is optional (rank.ts UTILITY_NAMESPACES).
    const apiQuery = input.split(/\s+/).some(isApiMember);
    // A question of many words goes straight to the query of any word (MAX_REQUIRED_WORDS).
    if (words.length <= MAX_REQUIRED_WORDS) {
      for (const { term, dropped } of queryVariants(tokens, zhWords, VARIANT_OPTIONS)) {
        if (await run(apiQuery ? withOptionalNamespaces(term) : term, !dropped)) break;
        if (stale()) return null;
      }
    }
    // Nothing has every word: any of them, so one unknown word does not empty the
    // list (issue 24), nor does a pasted question (issue 39: its Chinese words count).
    if (hits.length === 0 && words.length > 1) await run(words, false);
    return stale() ? null : hits;
  };

  /**
   * The hits to show for a keyword, in order: its candidates' pages ranked
   * (rank.ts), each page's best hits (at most HITS_PER_PAGE, so that the
   * list shows several pages), `limit` in all.
   */
  const chooseHits = (input: string, candidates: Hit[], limit: number): Hit[] => {
    const byCandidate = new Map(candidates.map((hit) => [hit.candidate, hit]));
    const chosen: Hit[] = [];
    for (const { candidates: ofPage } of rankPages(
      candidates.map((hit) => hit.candidate),
      { query: input, lang, urls: pageUrls },
    )) {
      for (const candidate of ofPage.slice(0, HITS_PER_PAGE)) {
        chosen.push(byCandidate.get(candidate)!);
        if (chosen.length >= limit) return chosen;
      }
    }
    return chosen;
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
  /** The hits to show for a keyword (found, then ranked and chosen); null once stale. */
  const shownHits = async (input: string, limit: number, stale?: () => boolean): Promise<Hit[] | null> => {
    const candidates = await findHits(input, stale);
    return candidates && chooseHits(input, candidates, limit);
  };
  const hitsOf = async (input: string, limit: number): Promise<Hit[]> => {
    const key = keywordKey(input, limit);
    const kept = await recentHits.get(key)?.catch(() => null);
    if (kept) return kept;
    const finding = shownHits(input, limit);
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
      const finding = shownHits(input, limit, () => prefetching !== key);
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
      // In the ranking's order: pages by rank.ts's rules, each page's best hits first.
      const results: RawResult[] = hits.flatMap(({ part, position, metadata }, k) => {
        const document = documents[k];
        if (!document) return [];
        const page = part.type !== DocType.Title && document.p !== undefined ? titles.get(String(document.p)) : false;
        return [{ document, type: part.type, page, metadata, shared: part.words?.[position] === SHARED_HEADING_MARK }];
      });
      // A page that writes the query's file name whole goes before pages with its parts apart.
      const ordered = pagesWithFileNamesFirst(results, input, ({ document }) => [document.u, document.t]);
      // A page found by its title and by link texts is one title row.
      const shown = new Set<string>();
      const suggestions = ordered
        .map((result) => toSuggestion(result, input))
        .filter((suggestion) => suggestion.type !== 'title' || (!shown.has(suggestion.link) && shown.add(suggestion.link)));
      // Then the pages the reader named, by title, slug or heading, go first (issue 24).
      return promoteNamedPages(
        suggestions,
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
