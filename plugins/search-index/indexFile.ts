import crypto from 'node:crypto';

/** An easyops document: i id, t text, u url, h hash, p id of the page's title document, s section title. */
export interface EasyopsDocument {
  i: number;
  p?: number;
  [key: string]: unknown;
}

/** One of the five lunr indexes easyops writes (title, heading, description, keywords, content). */
export interface EasyopsIndexPart {
  documents: EasyopsDocument[];
  index: {
    invertedIndex: [string, Record<string, unknown>][];
    fieldVectors: [string, number[]][];
    [key: string]: unknown;
  };
}

/**
 * Rewrites easyops' index for publication; the lunr structure stays loadable
 * and ranks exactly as before.
 *
 * - Document ids are renumbered from 1 in file order. easyops numbers them
 *   with a counter shared by every locale built in the same process, so the
 *   Chinese ids (and the file, and its hash) would otherwise change with the
 *   number of English sections, and differ between a full build and a
 *   Chinese-only one.
 * - Term positions are dropped: they are a third of the file, and the panel
 *   finds the few it needs again in the text of the hits it shows
 *   (src/utils/search/termPositions.ts).
 */
export function compactIndex(parts: EasyopsIndexPart[]): EasyopsIndexPart[] {
  if (
    !Array.isArray(parts) ||
    parts.some((part) => !Array.isArray(part?.documents) || !Array.isArray(part?.index?.invertedIndex) || !Array.isArray(part?.index?.fieldVectors))
  ) {
    throw new Error('search-index: the easyops index does not have the expected shape');
  }
  const ids = new Map<string, number>();
  for (const part of parts) for (const doc of part.documents) if (!ids.has(String(doc.i))) ids.set(String(doc.i), ids.size + 1);
  const id = (old: unknown): number => {
    const mapped = ids.get(String(old));
    if (mapped === undefined) throw new Error(`search-index: the index refers to an unknown document ${String(old)}`);
    return mapped;
  };
  return parts.map((part) => ({
    documents: part.documents.map((doc) => ({ ...doc, i: id(doc.i), ...(doc.p === undefined ? {} : { p: id(doc.p) }) })),
    index: {
      ...part.index,
      invertedIndex: part.index.invertedIndex.map(([term, posting]) => [
        term,
        Object.fromEntries(
          Object.entries(posting).map(([field, value]) =>
            field === '_index' ? [field, value] : [field, Object.fromEntries(Object.keys(value as object).map((ref) => [String(id(ref)), {}]))],
          ),
        ),
      ]),
      fieldVectors: part.index.fieldVectors.map(([fieldRef, vector]) => {
        const slash = fieldRef.indexOf('/');
        return [`${fieldRef.slice(0, slash)}/${id(fieldRef.slice(slash + 1))}`, vector];
      }),
    },
  }));
}

/** 8 hex digits of the SHA-256 of the index file's own bytes. */
export function contentHash(content: string): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/**
 * spec 7: {prefix}[.{version}][.{lang}].{hash}.json under static/ of the
 * locale's base URL, e.g. /static/search_index.en.1a2b3c4d.json and
 * /zh/static/search_index.zh.5e6f7a8b.json.
 */
export function indexFileName({ lang, version, hash }: { lang: string; version?: string; hash: string }): string {
  return ['search_index', version, lang, hash, 'json'].filter(Boolean).join('.');
}
