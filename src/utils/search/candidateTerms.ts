/**
 * The dictionary terms a lunr query term may match, found by binary search and
 * simple scans over the sorted dictionary instead of lunr's token-set trie
 * (issue 24: building one trie per part took most of the time between Ctrl+K
 * and a ready panel). The answer is a superset: lunr still intersects it with
 * the query's own automaton, on a trie of these few terms, so what a query
 * matches is exactly what it matched against the whole trie.
 *
 * `term` is a clause term after lunr's pipeline: `*` stands for any run of
 * characters (lunr.TokenSet.fromString), or, in a fuzzy term, for any one
 * character (lunr.TokenSet.fromFuzzyString).
 */

/** Index of the first term ≥ key in a sorted list. */
function lowerBound(sorted: string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term with wildcards as an anchored regular expression; each `*` any run of characters. */
const wildcardPattern = (term: string) => new RegExp(`^${term.split('*').map(escape).join('[^]*')}$`);

const sameChar = (pattern: string, word: string, at: number, from: number) => pattern[at] === '*' || pattern[at] === word[from];

/**
 * Whether `word` may be within `distance` edits of `pattern` (insertions,
 * deletions, substitutions, transpositions of two neighbours; `*` in the
 * pattern is any one character). Never false for a word lunr's fuzzy set
 * accepts; may be true for a few it rejects.
 */
function maybeNear(pattern: string, word: string, distance: number): boolean {
  if (Math.abs(pattern.length - word.length) > distance) return false;
  if (distance !== 1) return true;
  // One edit leaves everything before it a common prefix and everything after
  // it a common suffix; a transposition touches two characters.
  const shorter = Math.min(pattern.length, word.length);
  let prefix = 0;
  while (prefix < shorter && sameChar(pattern, word, prefix, prefix)) prefix += 1;
  let suffix = 0;
  while (suffix < shorter - prefix && sameChar(pattern, word, pattern.length - 1 - suffix, word.length - 1 - suffix)) suffix += 1;
  return prefix + suffix >= Math.max(pattern.length, word.length) - 2;
}

/**
 * Positions in `dictionary` (sorted as lunr sorts: by UTF-16 code units) of the
 * terms `term` may match, in ascending order.
 */
export function candidateTerms(dictionary: string[], term: string, editDistance = 0): number[] {
  const found: number[] = [];
  if (editDistance > 0) {
    dictionary.forEach((word, k) => {
      if (maybeNear(term, word, editDistance)) found.push(k);
    });
    return found;
  }
  const star = term.indexOf('*');
  if (star < 0) {
    const k = lowerBound(dictionary, term);
    return dictionary[k] === term ? [k] : [];
  }
  // Terms that start with the text before the first wildcard sit together in a sorted list.
  const prefix = term.slice(0, star);
  const pattern = star === term.length - 1 ? null : wildcardPattern(term);
  for (let k = lowerBound(dictionary, prefix); k < dictionary.length && dictionary[k].startsWith(prefix); k += 1) {
    if (!pattern || pattern.test(dictionary[k])) found.push(k);
  }
  return found;
}
