/**
 * The sharded search index (issue 24), written by plugins/search-index and read
 * by the panel. The first search fetches only the manifest: the first term of
 * each term shard, each part's document lengths and page titles. A query then
 * fetches the term shards whose range holds its words (each shard carries its
 * terms and their postings), and the document chunks holding the text of the
 * hits it shows, so the bytes a search costs follow the query, not the size of
 * the site.
 *
 * A query that allows a typo must look at terms it does not spell. Since
 * issue 39 it looks only at the terms that begin with the first or the second
 * character of its word (a typo in the first letter of a word is a deletion
 * or a swap of the first two, or else not matched, as a prefix length of 1 in
 * other engines): from the term shards of those characters when the query
 * has fetched them already (a Chinese query has: it cut its text with their
 * words), or else from the term list, which comes in pieces (terms only, no
 * postings) by range, like the shards. The whole list is never fetched (it
 * was 16 KB gzip in Chinese, most of a first search). A Chinese run that no
 * term begins with anywhere is looked for inside terms: the term shard where
 * each such character would sort lists the terms that contain it.
 *
 * easyops' five lunr indexes ("parts": title, heading, description, keywords,
 * content) are kept: the browser rebuilds, term by term, the same lunr
 * postings and BM25 field-vector entries that the whole index had
 * (bm25Weight is lunr.Builder's formula), so ranking does not change.
 */
import type { IndexDocument } from './indexFormat';

/** Bumped when the files change shape; a manifest of another format is refused. */
export const SHARD_FORMAT = 6;

/** One easyops part in the manifest. */
export interface ManifestPart {
  /** lunr's search pipeline, as easyops serialized it. */
  pipeline: string[];
  /** Each document's term count, in document order (position = index). */
  lengths: number[];
  /** Each document's id, delta-encoded (ids are shared across parts, as in easyops). */
  ids: number[];
  /** First position of each document chunk, delta-encoded. */
  chunks: number[];
  /**
   * How many of this part's documents each page has, in the order of the
   * pages (the title part's); a part's documents come page by page. Left out
   * for the title part (one each). Lets the panel rank pages before it
   * fetches any document (issue 39). Also left out where each page has one.
   */
  pages?: number[];
  /**
   * Titles and headings: each document's number of words, identifiers
   * counted by their parts (plugins/search-index/identifiers.ts), one digit
   * each (9 for nine or more), or SHARED_HEADING_MARK for a heading that many
   * pages share (plugins/search-index/sharedHeadings.ts). The panel tells
   * from it a heading that names the query from one that only contains it.
   */
  words?: string;
}

/** In a part's `words`: a heading that many pages share, which names no query. */
export const SHARED_HEADING_MARK = '-';

/**
 * The title part's documents (one per page: its title, URL and breadcrumb),
 * written column by column: the titles, the URLs front-coded (a page's URL
 * mostly repeats the one before it), and each page's breadcrumb as a position
 * in the list of distinct breadcrumbs (null: the page has none). Each page
 * costs a fifth fewer gzip bytes than as a list of objects, and the ids are
 * part 0's `ids` already.
 */
export interface PageColumns {
  titles: string[];
  urls: string;
  crumbs: number[];
  breadcrumbs: Array<string[] | null>;
}

/** The manifest file, as written. checkManifest turns it into a SearchManifest. */
export interface SearchManifestFile extends Omit<SearchManifest, 'titles'> {
  pages: PageColumns;
}

/** The manifest as the panel reads it. */
export interface SearchManifest {
  format: typeof SHARD_FORMAT;
  version: string;
  /**
   * The first term of each term shard, front-coded (frontCode). The terms of
   * every part, sorted as lunr sorts its token set (by UTF-16 code units), are
   * cut into shards in that order, so a word and the words it begins sit in
   * the shard whose first term is the last one not after it, and the next ones.
   */
  bounds: string;
  /** Dictionary index (position in that sorted list) of each shard's first term, delta-encoded. */
  shards: number[];
  /** The first term of each piece of the term list, front-coded: the same sorted terms, cut by size into other ranges. */
  lists: string;
  /** Dictionary index of each piece's first term, delta-encoded. */
  listStarts: number[];
  /**
   * Hash of the contents of every shard and chunk, part of each of their file
   * names (shardFileName): any change to any of them renames them all, and the
   * manifest, which names this hash, gets a new name too.
   */
  hash: string;
  /** Documents of the title part, which every result needs (its page title); in the file, `pages`. */
  titles: IndexDocument[];
  parts: ManifestPart[];
}

/**
 * A term's postings in one part: [part, gaps between the positions of the
 * documents that contain it, term frequencies (left out when all are 1)].
 */
export type ShardPosting = [part: number, gaps: number[], frequencies?: number[]];

/**
 * A term shard: its terms (front-coded) from dictionary index `from` on, and
 * each one's postings per part. `inside`: the Chinese characters that sort in
 * this shard's range but begin no term, each with the terms that contain it
 * (at most INSIDE_LIMIT, those in the most documents first, in dictionary
 * order), for the queries that look inside words.
 */
export interface TermShard {
  from: number;
  terms: string;
  postings: ShardPosting[][];
  inside?: [character: string, terms: string[]][];
}

/** How many terms that contain a character a shard lists for it: the cost of a query that looks inside words stays a few shards. */
export const INSIDE_LIMIT = 8;

/** A piece of the term list, front-coded, from dictionary index `from` on: for the queries that allow a typo. */
export interface TermListPiece {
  from: number;
  terms: string;
}

/** A document chunk: the documents of one part from position `from` on. */
export interface DocumentChunk {
  part: number;
  from: number;
  documents: IndexDocument[];
}

/** lunr.Builder's BM25 constants (easyops keeps lunr's defaults). */
const K1 = 1.2;
const B = 0.75;

/**
 * lunr.Builder's field-vector entry of a term in a document: idf = ln(1 +
 * |(N − n + 0.5) / (n + 0.5)|), weight = idf·(k1 + 1)·tf / (k1·(1 − b +
 * b·length/average) + tf), rounded to 3 decimals.
 */
export function bm25Weight({ documents, postings, tf, length, average }: { documents: number; postings: number; tf: number; length: number; average: number }): number {
  const idf = Math.log(1 + Math.abs((documents - postings + 0.5) / (postings + 0.5)));
  const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (length / average)) + tf);
  return Math.round(score * 1000) / 1000;
}

/** File names of term shards and document chunks, beside the manifest (search_index.{lang}.{hash}.json). */
export const shardFileName = ({ lang, key, hash }: { lang: string; key: string; hash: string }) => `search_index.${lang}.${key}.${hash}.json`;
export const termShardKey = (k: number) => `terms-${k}`;
export const documentChunkKey = (part: number, k: number) => `docs-${part}-${k}`;
export const termListKey = (k: number) => `list-${k}`;

/** The longest prefix a front-coded term shares with the one before it (one character says how long). */
const MAX_SHARED = 60;

/**
 * Front coding of a sorted word list: each word is written as one character
 * (code 48 + the length of the prefix it shares with the previous word) and
 * the rest of the word, one per line. A quarter smaller than a JSON list after gzip.
 */
export function frontCode(words: string[]): string {
  let previous = '';
  return words
    .map((word) => {
      if (word.includes('\n')) throw new Error(`search-index: a term contains a line break: ${JSON.stringify(word)}`);
      let shared = 0;
      while (shared < MAX_SHARED && shared < previous.length && shared < word.length && previous[shared] === word[shared]) shared += 1;
      previous = word;
      return String.fromCharCode(48 + shared) + word.slice(shared);
    })
    .join('\n');
}

/** The inverse of frontCode. */
export function frontDecode(coded: string): string[] {
  if (coded === '') return [];
  let previous = '';
  return coded.split('\n').map((line) => {
    const shared = line.charCodeAt(0) - 48;
    if (!(shared >= 0 && shared <= Math.min(MAX_SHARED, previous.length))) throw new Error('the search index has a malformed term dictionary');
    previous = previous.slice(0, shared) + line.slice(1);
    return previous;
  });
}

/** Running sums of a delta-encoded list. */
export function undelta(deltas: number[]): number[] {
  let value = 0;
  return deltas.map((delta) => (value += delta));
}

/** The inverse of undelta, for sorted lists. */
export function delta(values: number[]): number[] {
  let previous = 0;
  return values.map((value) => {
    const gap = value - previous;
    previous = value;
    return gap;
  });
}

/** The index of the last start that is ≤ key (starts sorted, numbers or strings by UTF-16 code units; -1 when none). */
export function rangeOf<T extends number | string>(starts: T[], key: T): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (starts[middle] <= key) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCounts = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 0);
const isDocument = (doc: unknown): doc is IndexDocument => isRecord(doc) && Number.isInteger(doc.i) && typeof doc.t === 'string' && typeof doc.u === 'string';

/** The fields a title document may have, all written as columns (encodePages). */
const PAGE_FIELDS = new Set(['i', 't', 'u', 'b']);

/** The title part's documents as PageColumns; throws on a document with a field the columns cannot carry. */
export function encodePages(documents: IndexDocument[]): PageColumns {
  const breadcrumbs: Array<string[] | null> = [];
  const known = new Map<string, number>();
  const crumbs = documents.map((doc) => {
    const extra = Object.keys(doc).find((key) => !PAGE_FIELDS.has(key));
    if (extra) throw new Error(`search-index: a page title document has a field the manifest has no column for: ${extra}`);
    const breadcrumb = doc.b === undefined ? null : (doc.b as string[]);
    const key = JSON.stringify(breadcrumb);
    if (!known.has(key)) {
      known.set(key, breadcrumbs.length);
      breadcrumbs.push(breadcrumb);
    }
    return known.get(key)!;
  });
  return { titles: documents.map((doc) => doc.t), urls: frontCode(documents.map((doc) => doc.u)), crumbs, breadcrumbs };
}

const isBreadcrumb = (value: unknown) => value === null || (Array.isArray(value) && value.every((label) => typeof label === 'string'));

/** The inverse of encodePages, given the documents' ids (part 0's); throws on columns that do not fit together. */
export function decodePages(pages: unknown, ids: number[]): IndexDocument[] {
  if (!isRecord(pages) || !Array.isArray(pages.titles) || typeof pages.urls !== 'string' || !isCounts(pages.crumbs) || !Array.isArray(pages.breadcrumbs)) {
    throw new Error('the search index has malformed page titles');
  }
  const { titles, crumbs, breadcrumbs } = pages;
  const urls = frontDecode(pages.urls);
  const count = ids.length;
  if (titles.length !== count || urls.length !== count || crumbs.length !== count || !titles.every((title) => typeof title === 'string') || !breadcrumbs.every(isBreadcrumb) || crumbs.some((k) => k >= breadcrumbs.length)) {
    throw new Error('the search index has malformed page titles');
  }
  return ids.map((i, k) => {
    const breadcrumb = breadcrumbs[crumbs[k]] as string[] | null;
    return breadcrumb === null ? { i, t: titles[k], u: urls[k] } : { i, t: titles[k], u: urls[k], b: breadcrumb };
  });
}

/** Checks a fetched manifest and decodes its page titles; throws on anything else (spec 5: a bad index is a failed fetch). */
export function checkManifest(json: unknown): SearchManifest {
  if (!isRecord(json) || json.format !== SHARD_FORMAT) throw new Error('the search index is not a manifest of the sharded format');
  const { bounds, shards, lists, listStarts, pages, parts, hash } = json;
  if (typeof bounds !== 'string') throw new Error('the search index has no term shard bounds');
  if (!isCounts(shards) || (shards.length > 0 && shards[0] !== 0) || shards.length !== (bounds === '' ? 0 : bounds.split('\n').length)) {
    throw new Error('the search index lists its term shards wrongly');
  }
  if (typeof lists !== 'string' || !isCounts(listStarts) || (listStarts.length > 0 && listStarts[0] !== 0) || listStarts.length !== (lists === '' ? 0 : lists.split('\n').length)) {
    throw new Error('the search index lists the pieces of its term list wrongly');
  }
  if (typeof hash !== 'string' || !/^[0-9a-f]{8}$/.test(hash)) throw new Error('the search index has no file hash');
  if (!Array.isArray(parts) || parts.length === 0) throw new Error('the search index has no parts');
  parts.forEach((part: unknown, p) => {
    const ok =
      isRecord(part) &&
      Array.isArray(part.pipeline) &&
      isCounts(part.lengths) &&
      Array.isArray(part.ids) &&
      part.ids.every((id) => Number.isInteger(id)) &&
      part.ids.length === part.lengths.length &&
      isCounts(part.chunks) &&
      (part.pages === undefined || (isCounts(part.pages) && part.pages.reduce((n, count) => n + count, 0) === part.lengths.length)) &&
      (part.words === undefined || (typeof part.words === 'string' && /^[0-9-]*$/.test(part.words) && part.words.length === part.lengths.length));
    if (!ok) throw new Error(`the search index part ${p} has an unexpected shape`);
  });
  if (typeof json.version !== 'string') throw new Error('the search index has no lunr version');
  const { pages: _columns, ...rest } = json as unknown as SearchManifestFile;
  return { ...rest, titles: decodePages(pages, undelta(parts[0].ids)) };
}

/** Checks a fetched term shard; returns it with its terms decoded. */
export function checkShard(json: unknown, from: number, partCount: number): TermShard & { words: string[] } {
  if (!isRecord(json) || json.from !== from || typeof json.terms !== 'string' || !Array.isArray(json.postings)) throw new Error(`the search term shard from ${from} has an unexpected shape`);
  const words = frontDecode(json.terms);
  if (words.length !== json.postings.length || words.length === 0) throw new Error(`the search term shard from ${from} has ${words.length} terms for ${json.postings.length} postings`);
  for (const term of json.postings as unknown[]) {
    const ok =
      Array.isArray(term) &&
      term.every(
        (posting) =>
          Array.isArray(posting) &&
          Number.isInteger(posting[0]) &&
          posting[0] >= 0 &&
          posting[0] < partCount &&
          isCounts(posting[1]) &&
          (posting[2] === undefined || (isCounts(posting[2]) && posting[2].length === posting[1].length)),
      );
    if (!ok) throw new Error(`the search term shard from ${from} has a malformed term`);
  }
  const { inside } = json;
  const isWords = (value: unknown) => Array.isArray(value) && value.every((word) => typeof word === 'string' && word !== '');
  if (inside !== undefined && !(Array.isArray(inside) && inside.every((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && isWords(entry[1])))) {
    throw new Error(`the search term shard from ${from} has a malformed list of characters inside terms`);
  }
  return { ...(json as unknown as TermShard), words };
}

/** Checks a fetched piece of the term list; returns its terms. */
export function checkTermListPiece(json: unknown, from: number): string[] {
  if (!isRecord(json) || json.from !== from || typeof json.terms !== 'string') throw new Error(`the search term list piece from ${from} has an unexpected shape`);
  const terms = frontDecode(json.terms);
  if (terms.length === 0) throw new Error(`the search term list piece from ${from} is empty`);
  return terms;
}

/** Checks a fetched document chunk. */
export function checkChunk(json: unknown, part: number, from: number): DocumentChunk {
  if (!isRecord(json) || json.part !== part || json.from !== from || !Array.isArray(json.documents) || !json.documents.every(isDocument)) {
    throw new Error(`the search document chunk ${part}/${from} has an unexpected shape`);
  }
  return json as unknown as DocumentChunk;
}
