import type { PublishedPart } from '../../src/utils/search/indexFormat';
import { delta, documentChunkKey, encodePages, frontCode, INSIDE_LIMIT, rangeOf, SHARD_FORMAT, SHARED_HEADING_MARK, termListKey, termShardKey, type DocumentChunk, type SearchManifestFile, type ShardPosting, type TermListPiece, type TermShard } from '../../src/utils/search/shardFormat';

/**
 * Raw JSON bytes a term shard or a document chunk grows to before the next one
 * starts: about 1.6 and 0.7 KB gzip. Both are small because a query fetches
 * whole files for a few terms and up to 7 hits, each from a chunk of its own
 * at worst. At 10,000 and 2,000 bytes the worst Chinese query of the bench
 * fetched 58.8 KB before its first result, and 60.1 KB with 4× the pages, past
 * the 60 KB of issue 24; at these sizes it fetches 55.3 KB (more files, each
 * smaller: 825 instead of 659 in English). Since the shards carry their own
 * terms (format 3, the dictionary out of the manifest) it fetches 44.0 KB.
 * Term shards went from 6,000 to 3,000 bytes (about 0.8 KB gzip) when pasted
 * questions searched by any of their words (issue 39): a Chinese question of
 * seven words fetched 16 shards, 31 KB of the 70 KB before its first result
 * (60 KB is the target). At 3,000 bytes its shards and chunks cost 21.4 instead
 * of 33.4 KB, the short queries' 1 to 6 KB less, and the manifest grows by
 * 0.3 KB (en) and 0.5 KB (zh) gzip for the bounds of twice as many shards;
 * 2,000 bytes saved 2.5 KB more on that question for another 0.3 KB of
 * manifest on every search.
 */
export const SHARD_BYTES = 3_000;
export const CHUNK_BYTES = 1_500;
/**
 * Raw JSON bytes of a piece of the term list (terms only, front-coded: about
 * 1 KB gzip). A typo query fetches the pieces of two characters of its word,
 * one or two each; the whole list was 16 KB gzip in Chinese (issue 39).
 */
export const LIST_BYTES = 3_000;

/** A file to write beside the manifest, named by shardFileName with its key and the manifest's hash. */
export interface ShardFile {
  /** terms-{k}, list-{k} or docs-{part}-{k}. */
  key: string;
  content: string;
}

export interface ShardedIndex {
  /** The manifest, given the hash of all the files' contents (the caller's hash function). */
  manifest: (hash: string) => SearchManifestFile;
  files: ShardFile[];
}

/** Cuts a list into runs whose JSON grows to about `limit` bytes (UTF-8: a Chinese character is 3) each. */
function runs<T>(items: T[], limit: number): number[] {
  const starts: number[] = [];
  let size = Infinity;
  items.forEach((item, k) => {
    const bytes = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (size + bytes > limit) {
      starts.push(k);
      size = 0;
    }
    size += bytes;
  });
  return starts;
}

const IDEOGRAPH = /\p{Unified_Ideograph}/u;

/** How many documents of a part each page has (title order); throws if the part's documents do not come page by page. */
export function documentsPerPage(part: PublishedPart, titles: PublishedPart['documents']): number[] {
  const order = new Map(titles.map((title, k) => [title.i, k]));
  const counts = titles.map(() => 0);
  let last = 0;
  for (const document of part.documents) {
    const page = document.p === undefined ? undefined : order.get(document.p);
    if (page === undefined || page < last) throw new Error(`search-index: the documents of a part do not come page by page (document ${document.i})`);
    last = page;
    counts[page] += 1;
  }
  return counts;
}

/**
 * The Chinese characters that begin no term but occur inside some, each with
 * the terms that contain it (dictionary indexes), those in the most documents
 * first, at most INSIDE_LIMIT (a query of such characters looks inside words,
 * shardFormat.ts). Characters are whole code points.
 */
export function charactersInside(dictionary: string[], documentCounts: number[]): Map<string, number[]> {
  const beginning = new Set(dictionary.map((term) => String.fromCodePoint(term.codePointAt(0) ?? 0)));
  const inside = new Map<string, number[]>();
  dictionary.forEach((term, k) => {
    for (const character of new Set([...term].slice(1))) {
      if (!IDEOGRAPH.test(character) || beginning.has(character)) continue;
      const terms = inside.get(character);
      if (terms) terms.push(k);
      else inside.set(character, [k]);
    }
  });
  for (const [character, terms] of inside) {
    inside.set(
      character,
      terms
        .sort((a, b) => documentCounts[b] - documentCounts[a] || a - b)
        .slice(0, INSIDE_LIMIT)
        .sort((a, b) => a - b),
    );
  }
  return inside;
}

/**
 * Splits the published index (compactIndex) into a manifest, term shards by
 * dictionary range (each with its terms), the term list in pieces by range
 * (for typo queries) and document chunks by position range (see
 * src/utils/search/shardFormat.ts). Shards, pieces and chunks are cut by
 * size, so their number, not their size, grows with the site.
 */
export function shardIndex(
  parts: PublishedPart[],
  { shardBytes = SHARD_BYTES, chunkBytes = CHUNK_BYTES, listBytes = LIST_BYTES, words = [] }: { shardBytes?: number; chunkBytes?: number; listBytes?: number; words?: (number[] | undefined)[] } = {},
): ShardedIndex {
  const version = parts[0]?.version ?? '';
  if (parts.some((part) => part.version !== version)) throw new Error('search-index: the parts were built by different lunr versions');
  const dictionary = [...new Set(parts.flatMap((part) => part.terms.map(([term]) => term)))].sort();
  const indexOf = new Map(dictionary.map((term, k) => [term, k]));

  const postings: ShardPosting[][] = dictionary.map(() => []);
  parts.forEach((part, p) => {
    for (const [term, , gaps, frequencies] of part.terms) {
      postings[indexOf.get(term)!].push(frequencies ? [p, gaps, frequencies] : [p, gaps]);
    }
  });

  const files: ShardFile[] = [];
  // A shard's size counts its terms too (they travel with their postings).
  const shardStarts = runs(postings.map((termPostings, k) => [dictionary[k], termPostings]), shardBytes);
  // Each character that begins no term goes to the shard a lookup of it lands in (rangeOf, as the panel does).
  const documentCounts = postings.map((termPostings) => termPostings.reduce((n, [, gaps]) => n + gaps.length, 0));
  const insideOfShard = shardStarts.map((): [string, string[]][] => []);
  const shardBounds = shardStarts.map((from) => dictionary[from]);
  for (const [character, terms] of charactersInside(dictionary, documentCounts)) {
    insideOfShard[Math.max(0, rangeOf(shardBounds, character))].push([character, terms.map((k) => dictionary[k])]);
  }
  shardStarts.forEach((from, k) => {
    const to = shardStarts[k + 1] ?? postings.length;
    const inside = insideOfShard[k].sort(([a], [b]) => (a < b ? -1 : 1));
    const shard: TermShard = { from, terms: frontCode(dictionary.slice(from, to)), postings: postings.slice(from, to), ...(inside.length ? { inside } : {}) };
    files.push({ key: termShardKey(k), content: JSON.stringify(shard) });
  });
  const listStarts = runs(dictionary, listBytes);
  listStarts.forEach((from, k) => {
    const piece: TermListPiece = { from, terms: frontCode(dictionary.slice(from, listStarts[k + 1] ?? dictionary.length)) };
    files.push({ key: termListKey(k), content: JSON.stringify(piece) });
  });

  // Titles travel in the manifest (every result shows its page title), as columns; the other parts' documents in chunks.
  const chunkStarts = parts.map((part, p) => {
    if (p === 0) return [];
    const starts = runs(part.documents, chunkBytes);
    starts.forEach((from, k) => {
      const chunk: DocumentChunk = { part: p, from, documents: part.documents.slice(from, starts[k + 1] ?? part.documents.length) };
      files.push({ key: documentChunkKey(p, k), content: JSON.stringify(chunk) });
    });
    return starts;
  });

  const pages = encodePages(parts[0]?.documents ?? []);
  // Left out where every page has one document (the description part): the panel reads that by default.
  const pageCounts = parts.map((part, p) => {
    const counts = p === 0 ? undefined : documentsPerPage(part, parts[0]?.documents ?? []);
    return counts?.every((count) => count === 1) ? undefined : counts;
  });
  const manifest = (hash: string): SearchManifestFile => ({
    format: SHARD_FORMAT,
    version,
    hash,
    bounds: frontCode(shardBounds),
    shards: delta(shardStarts),
    lists: frontCode(listStarts.map((from) => dictionary[from])),
    listStarts: delta(listStarts),
    pages,
    parts: parts.map((part, p) => ({
      pipeline: part.pipeline,
      lengths: part.lengths,
      ids: delta(part.documents.map((doc) => doc.i)),
      chunks: delta(chunkStarts[p]),
      ...(pageCounts[p] ? { pages: pageCounts[p] } : {}),
      ...(words[p] ? { words: words[p]!.map((count) => (count < 0 ? SHARED_HEADING_MARK : String(Math.min(9, count)))).join('') } : {}),
    })),
  });
  return { manifest, files };
}
