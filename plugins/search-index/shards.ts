import type { PublishedPart } from '../../src/utils/search/indexFormat';
import { delta, documentChunkKey, encodePages, frontCode, SHARD_FORMAT, TERM_LIST_KEY, termShardKey, type DocumentChunk, type SearchManifestFile, type ShardPosting, type TermList, type TermShard } from '../../src/utils/search/shardFormat';

/**
 * Raw JSON bytes a term shard or a document chunk grows to before the next one
 * starts: about 1.6 and 0.7 KB gzip. Both are small because a query fetches
 * whole files for a few terms and up to 7 hits, each from a chunk of its own
 * at worst. At 10,000 and 2,000 bytes the worst Chinese query of the bench
 * fetched 58.8 KB before its first result, and 60.1 KB with 4× the pages, past
 * the 60 KB of issue 24; at these sizes it fetches 55.3 KB (more files, each
 * smaller: 825 instead of 659 in English). Since the shards carry their own
 * terms (format 3, the dictionary out of the manifest) it fetches 44.0 KB.
 */
export const SHARD_BYTES = 6_000;
export const CHUNK_BYTES = 1_500;

/** A file to write beside the manifest, named by shardFileName with its key and the manifest's hash. */
export interface ShardFile {
  /** terms-{k} or docs-{part}-{k}. */
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

/**
 * Splits the published index (compactIndex) into a manifest, term shards by
 * dictionary range (each with its terms), the list of every term (for fuzzy
 * queries) and document chunks by position range (see
 * src/utils/search/shardFormat.ts). Shards and chunks are cut by size, so
 * their number, not their size, grows with the site.
 */
export function shardIndex(parts: PublishedPart[], { shardBytes = SHARD_BYTES, chunkBytes = CHUNK_BYTES } = {}): ShardedIndex {
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
  shardStarts.forEach((from, k) => {
    const to = shardStarts[k + 1] ?? postings.length;
    const shard: TermShard = { from, terms: frontCode(dictionary.slice(from, to)), postings: postings.slice(from, to) };
    files.push({ key: termShardKey(k), content: JSON.stringify(shard) });
  });
  const termList: TermList = { terms: frontCode(dictionary) };
  files.push({ key: TERM_LIST_KEY, content: JSON.stringify(termList) });

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
  const manifest = (hash: string): SearchManifestFile => ({
    format: SHARD_FORMAT,
    version,
    hash,
    bounds: frontCode(shardStarts.map((from) => dictionary[from])),
    shards: delta(shardStarts),
    pages,
    parts: parts.map((part, p) => ({
      pipeline: part.pipeline,
      lengths: part.lengths,
      ids: delta(part.documents.map((doc) => doc.i)),
      chunks: delta(chunkStarts[p]),
    })),
  });
  return { manifest, files };
}
