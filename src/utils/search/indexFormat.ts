/**
 * The published search index format (written by plugins/search-index, read
 * by the panel). It carries what easyops' lunr index holds, minus what the
 * browser can recompute exactly: lunr's field vectors (BM25 weights, a third
 * of the file) are rebuilt here from each term's postings and frequencies
 * and each document's length, with lunr's own formula, constants and
 * rounding, so ranking is unchanged. Term positions are not published at all
 * (see termPositions.ts).
 */

/** An easyops document: i id, t text, u url, h #hash, p id of its page's title document, s section title. */
export interface IndexDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  p?: number;
  s?: string;
  [key: string]: unknown;
}

/**
 * One term: its lunr term index, the gaps between the positions (in
 * `documents`) of the documents that contain it, and how often each contains
 * it (left out when always 1).
 */
export type PublishedTerm = [term: string, termIndex: number, gaps: number[], frequencies?: number[]];

/** One of easyops' five indexes (title, heading, description, keywords, content). */
export interface PublishedPart {
  documents: IndexDocument[];
  /** Number of terms in each document's text, after lunr's pipeline. */
  lengths: number[];
  /** In lunr's order (sorted by term). */
  terms: PublishedTerm[];
  /** lunr's search pipeline and version, as easyops serialized them. */
  pipeline: string[];
  version: string;
}

/** The JSON lunr.Index.load() takes. */
export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown>][];
  pipeline: string[];
}

/** lunr's only field in easyops indexes, and its BM25 constants (lunr.Builder defaults). */
export const FIELD = 't';
const K1 = 1.2;
const B = 0.75;

const isNumberArray = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => Number.isInteger(n) && n >= 0);

/** Checks the shape of a fetched index; throws on anything else (spec 5: a bad index is a failed fetch). */
export function checkPublishedIndex(json: unknown): PublishedPart[] {
  if (!Array.isArray(json) || json.length === 0) throw new Error('the search index is not a list of indexes');
  json.forEach((part, p) => {
    const ok =
      part &&
      Array.isArray(part.documents) &&
      part.documents.every((doc: IndexDocument) => doc && Number.isInteger(doc.i) && typeof doc.t === 'string' && typeof doc.u === 'string') &&
      isNumberArray(part.lengths) &&
      part.lengths.length === part.documents.length &&
      Array.isArray(part.terms) &&
      Array.isArray(part.pipeline) &&
      typeof part.version === 'string';
    if (!ok) throw new Error(`the search index part ${p} has an unexpected shape`);
    for (const term of part.terms as unknown[]) {
      if (!Array.isArray(term) || typeof term[0] !== 'string' || !Number.isInteger(term[1]) || !isNumberArray(term[2]) || (term[3] !== undefined && !isNumberArray(term[3]))) {
        throw new Error(`the search index part ${p} has a malformed term`);
      }
    }
  });
  return json as PublishedPart[];
}

/**
 * Rebuilds lunr's serialized index of one part, exactly as lunr.Builder
 * would have: idf = ln(1 + |(N - n + 0.5) / (n + 0.5)|), weight =
 * idf·(k1 + 1)·tf / (k1·(1 − b + b·length/average) + tf), rounded to 3 decimals.
 */
export function inflatePart(part: PublishedPart): SerializedLunrIndex {
  const { documents, lengths, terms } = part;
  const count = documents.length;
  const average = count === 0 ? 0 : lengths.reduce((sum, n) => sum + n, 0) / count;
  const vectors: [number, number][][] = documents.map(() => []);
  const invertedIndex: [string, Record<string, unknown>][] = terms.map(([term, termIndex, gaps, frequencies]) => {
    const x = (count - gaps.length + 0.5) / (gaps.length + 0.5);
    const idf = Math.log(1 + Math.abs(x));
    const postings: Record<string, object> = {};
    let position = 0;
    gaps.forEach((gap, k) => {
      position += gap;
      const doc = documents[position];
      if (!doc) throw new Error(`the search index term "${term}" points past the documents`);
      const tf = frequencies?.[k] ?? 1;
      const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (lengths[position] / average)) + tf);
      vectors[position].push([termIndex, Math.round(score * 1000) / 1000]);
      postings[String(doc.i)] = {};
    });
    return [term, { _index: termIndex, [FIELD]: postings }];
  });
  const fieldVectors = documents.map((doc, k): [string, number[]] => [`${FIELD}/${doc.i}`, vectors[k].sort((a, b) => a[0] - b[0]).flat()]);
  return { version: part.version, fields: [FIELD], fieldVectors, invertedIndex, pipeline: part.pipeline };
}
