import { findOccurrences, normalizeRanges } from './highlight';
import type { HighlightRange } from './types';

const IDEOGRAPH = /\p{Unified_Ideograph}/u;

/**
 * Where the index terms that a hit matched occur in its text, so the panel can
 * mark them (spec 2.7). The published index carries no positions (that halves
 * its size), so they are found again here, the way the index was built
 * (easyops tokenizer): Latin words are `\w+` runs (plus their `_`-separated
 * parts) reduced by the stemmer; Chinese terms are plain substrings, since
 * they are not stemmed.
 */
export function termPositions(text: string, terms: Iterable<string>, stem: (word: string) => string): HighlightRange[] {
  const latin = new Set<string>();
  const chinese: string[] = [];
  for (const term of terms) {
    if (!term) continue;
    if (IDEOGRAPH.test(term)) chinese.push(term);
    else latin.add(term.toLowerCase());
  }
  const ranges = findOccurrences(text, chinese);
  if (latin.size > 0) {
    const lower = text.toLowerCase();
    const matches = (word: string) => latin.has(word) || latin.has(stem(word));
    for (const match of lower.matchAll(/\w+/g)) {
      const word = match[0];
      const at = match.index ?? 0;
      if (matches(word)) {
        ranges.push({ start: at, length: word.length });
        continue;
      }
      if (!word.includes('_')) continue;
      let offset = 0;
      for (const part of word.split(/(_+)/)) {
        if (part && !part.startsWith('_') && matches(part)) ranges.push({ start: at + offset, length: part.length });
        offset += part.length;
      }
    }
  }
  return normalizeRanges(ranges, text.length);
}
