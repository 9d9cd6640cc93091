import crypto from 'node:crypto';
import { FIELD, inflatePart, type IndexDocument, type PublishedPart, type PublishedTerm } from '../../src/utils/search/indexFormat';

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
    version: string;
    fields: string[];
    invertedIndex: [string, Record<string, Record<string, { position?: unknown[] }> | number>][];
    fieldVectors: [string, number[]][];
    pipeline: string[];
  };
}

/**
 * Turns easyops' lunr index into the published format
 * (src/utils/search/indexFormat.ts), which the browser inflates back into
 * the same lunr index, minus term positions:
 *
 * - field vectors are left out (rebuilt in the browser from term frequencies
 *   and document lengths), and so are positions (the panel finds the few it
 *   marks again in the text); this takes about 40 % off the gzip size;
 * - document ids are renumbered from 1 in file order. easyops numbers them
 *   with a counter shared by every locale built in the same process, so the
 *   Chinese ids (and so the file and its hash) would otherwise change
 *   whenever the number of English sections does.
 */
export function compactIndex(parts: EasyopsIndexPart[]): PublishedPart[] {
  if (
    !Array.isArray(parts) ||
    parts.some((part) => !Array.isArray(part?.documents) || !Array.isArray(part?.index?.invertedIndex) || !Array.isArray(part?.index?.fields))
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
  const published = parts.map(({ documents, index }): PublishedPart => {
    if (index.fields.length !== 1 || index.fields[0] !== FIELD) throw new Error(`search-index: expected lunr indexes of the one field "${FIELD}"`);
    const positionOf = new Map(documents.map((doc, k) => [String(doc.i), k]));
    const lengths = documents.map(() => 0);
    const terms = index.invertedIndex.map(([term, posting]): PublishedTerm => {
      const refs = Object.entries(posting[FIELD] as Record<string, { position?: unknown[] }>).map(([ref, metadata]) => {
        const at = positionOf.get(ref);
        if (at === undefined) throw new Error(`search-index: term "${term}" refers to an unknown document ${ref}`);
        // easyops keeps one position per occurrence: their count is the term frequency.
        if (!Array.isArray(metadata.position)) throw new Error('search-index: the easyops index has no term positions to count frequencies');
        return { at, tf: metadata.position.length };
      });
      refs.sort((a, b) => a.at - b.at);
      let previous = 0;
      const gaps = refs.map(({ at }) => {
        const gap = at - previous;
        previous = at;
        return gap;
      });
      for (const { at, tf } of refs) lengths[at] += tf;
      const frequencies = refs.map(({ tf }) => tf);
      return frequencies.every((tf) => tf === 1) ? [term, posting._index as number, gaps] : [term, posting._index as number, gaps, frequencies];
    });
    return {
      documents: documents.map((doc) => ({ ...doc, i: id(doc.i), ...(doc.p === undefined ? {} : { p: id(doc.p) }) })) as IndexDocument[],
      lengths,
      terms,
      pipeline: index.pipeline,
      version: index.version,
    };
  });
  // The browser must get back lunr's exact weights; a lunr or easyops upgrade
  // that changes how they are computed fails the build here instead of
  // quietly changing the ranking.
  published.forEach((part, k) => {
    const expected = parts[k].index.fieldVectors.map(([fieldRef, vector]) => [`${FIELD}/${id(fieldRef.slice(FIELD.length + 1))}`, vector]);
    if (JSON.stringify(inflatePart(part).fieldVectors) !== JSON.stringify(expected)) {
      throw new Error(`search-index: index ${k} would not rank in the browser as easyops built it (did lunr change its weights?)`);
    }
  });
  return published;
}

/** 8 hex digits of the SHA-256 of the index file's own bytes. */
export function contentHash(content: string): string {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/**
 * spec 7: {prefix}[.{version}][.{lang}].{hash}.json under static/ of the
 * locale's base URL, e.g. /static/search_index.en.1a2b3c4d.json and
 * /zh/static/search_index.zh.5e6f7a8b.json (the manifest of the sharded
 * index; its shards and chunks are named by shardFileName).
 */
export function indexFileName({ lang, version, hash }: { lang: string; version?: string; hash: string }): string {
  return ['search_index', version, lang, hash, 'json'].filter(Boolean).join('.');
}
