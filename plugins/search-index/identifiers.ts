import lunr from 'lunr';
import type { PublishedPart, PublishedTerm } from '../../src/utils/search/indexFormat';
import { identifierParts } from '../../src/utils/search/nameWords';

/**
 * Identifiers in titles and headings, also found by their words (issue 39).
 *
 * Readers write an option or API name apart ("log heap usage" for
 * logHeapUsage, "stub env" for stubEnv, "jest worker id" for JEST_WORKER_ID),
 * but the index has the identifier as one term (logheapusag). So each
 * identifier of a page title or heading (a word with camelCase, PascalCase or
 * snake_case parts) gets its parts as terms of that document too: a general
 * rule, where an alias entry would fix one query. Stop words among the parts
 * are left out, as the index leaves them out of text. Document lengths stay
 * as easyops counted them (BM25 sees the identifier as one word).
 *
 * Each title and heading also gets its number of words, identifiers counted
 * by their parts: the panel compares it with the query's to tell a heading
 * that names the query from one that only contains it (ranking, rank.ts).
 */

/** easyops' title and heading parts, and the keywords part, which holds link texts (linkTexts.ts). */
const SPLIT_PARTS = [0, 1, 3];

export interface IdentifierOptions {
  /** The index's term for a word (lunr's stemmer, lower case). */
  stem?: (word: string) => string;
  /** Whether the index leaves the word out (lunr's English stop words). */
  isStopWord?: (word: string) => boolean;
}

const lunrStem = (word: string) => lunr.stemmer(new lunr.Token(word.toLowerCase(), {})).toString();
const lunrStopWord = (word: string) => !lunr.stopWordFilter(word.toLowerCase());

/** The Latin words of a text as the index's tokenizer sees them (ASCII word characters), with their case. */
const latinWords = (text: string) => text.match(/[A-Za-z0-9_]+/g) ?? [];

/**
 * The published parts with the identifier parts added as terms of their
 * titles and headings, and each title's and heading's word count (by part
 * number; other parts have none).
 */
export function splitIdentifiers(parts: PublishedPart[], { stem = lunrStem, isStopWord = lunrStopWord }: IdentifierOptions = {}): { parts: PublishedPart[]; words: (number[] | undefined)[] } {
  let nextTermIndex = 1 + Math.max(-1, ...parts.flatMap((part) => part.terms.map(([, termIndex]) => termIndex)));
  const words: (number[] | undefined)[] = parts.map(() => undefined);
  const split = parts.map((part, p) => {
    if (!SPLIT_PARTS.includes(p)) return part;
    // term → document position → term frequency
    const postings = new Map<string, Map<number, number>>();
    const termIndexes = new Map<string, number>();
    for (const [term, termIndex, gaps, frequencies] of part.terms) {
      const docs = new Map<number, number>();
      let at = 0;
      gaps.forEach((gap, g) => {
        at += gap;
        docs.set(at, frequencies?.[g] ?? 1);
      });
      postings.set(term, docs);
      termIndexes.set(term, termIndex);
    }
    words[p] = part.documents.map((document, position) => {
      let count = part.lengths[position];
      for (const word of latinWords(document.t)) {
        const pieces = identifierParts(word, isStopWord);
        if (pieces.length === 0) continue;
        // The identifier was one word of the document; its parts now count instead.
        if (!isStopWord(word)) count += pieces.length - 1;
        for (const term of new Set(pieces.map(stem))) {
          let docs = postings.get(term);
          if (!docs) {
            docs = new Map();
            postings.set(term, docs);
            termIndexes.set(term, nextTermIndex++);
          }
          if (!docs.has(position)) docs.set(position, 1);
        }
      }
      return count;
    });
    const terms = [...postings]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([term, docs]): PublishedTerm => {
        const positions = [...docs.keys()].sort((a, b) => a - b);
        let previous = 0;
        const gaps = positions.map((at) => {
          const gap = at - previous;
          previous = at;
          return gap;
        });
        const frequencies = positions.map((at) => docs.get(at)!);
        return frequencies.every((tf) => tf === 1) ? [term, termIndexes.get(term)!, gaps] : [term, termIndexes.get(term)!, gaps, frequencies];
      });
    return { ...part, terms };
  });
  return { parts: split, words };
}
