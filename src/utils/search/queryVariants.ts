/**
 * The lunr queries one keyword is searched with, from exact to loose (the
 * behaviour of easyops' smartQueries and smartTerms, which the engine used
 * until issue 39): every combination of the cuts of its Chinese runs, the
 * same without stop words, without one word when it has three or more, each
 * also with a trailing wildcard on a last word that may be half typed, and
 * each again with one typo allowed.
 *
 * Changes from easyops:
 * - Chinese runs are cut by cutChinese (linear in their length, where
 *   easyops' cutter listed every cut first, issue 39);
 * - a piece that ends one combination is the only one marked "maybe typing"
 *   in it (easyops marked a shared piece object, which could put a wildcard
 *   on a word in the middle of another combination once a query passed 12
 *   words);
 * - when a Chinese run has no cut at all (no word of the index begins with
 *   any of its characters), only that run is looked for inside words; easyops
 *   looked for every token of the keyword inside words, which needs every
 *   term of the index (issue 39: the list of every term was most of the bytes
 *   of such a search). The other tokens are searched as the start of a word.
 */
import { cutChinese, wordsByFirstUnit, type CutPiece } from './zhCut';

/** lunr's query constants, passed in so this module does not load lunr itself. */
export interface QueryConstants {
  presence: { REQUIRED: number };
  wildcard: { NONE: number; LEADING: number; TRAILING: number };
}

/** One clause of a lunr query. */
export interface QueryTerm {
  value: string;
  presence: number;
  wildcard: number;
  editDistance?: number;
}

export interface QueryVariant {
  tokens: string[];
  term: QueryTerm[];
  /** A word of the keyword is left out (the variants of three words or more less one, or a half word taken for a stop word). */
  dropped?: true;
}

/** A piece of a combination, marked when it ends one. */
type Piece = CutPiece & { maybeTyping?: true };

/** easyops' MAX_TERMS: words per query, and Latin tokens taken from a keyword. */
export const MAX_QUERY_WORDS = 12;

/**
 * A keyword of more words than this (stop words aside) is a question or a
 * pasted sentence, not a name (issue 39): a page rarely has every one of its
 * words, so it is searched by any of them at once (anyWordTerms), not
 * through the variants that require them all (for 12 words, a few hundred
 * lunr queries that found nothing took seconds). The longest keywords of the
 * tuning set have four such words.
 */
export const MAX_REQUIRED_WORDS = 6;
const MAX_CUTS_PER_RUN = MAX_QUERY_WORDS / 2;

const isChineseToken = (token: string) => /\p{Unified_Ideograph}/u.test(token);

/**
 * The words that make Chinese text a question (怎么, 如何, 为什么, 吗…), left
 * out of the query (issue 39). lunr's English stop words already drop
 * "how", "what" and "why", but the Chinese stop words are single
 * characters, and the index has 怎么 or 如何 wherever a page asks a
 * question: "怎么调试测试" required 怎么 and found the pages that say it,
 * not the page about debugging. Only the question's own words are searched;
 * a query of nothing but question words keeps them.
 */
export const QUESTION_WORDS = new Set([
  '怎么', '怎样', '怎么样', '怎么办', '如何', '为什么', '为何', '什么', '哪些', '哪个', '哪里', '是否', '能否', '可否',
  '是不是', '能不能', '可不可以', '要不要', '请问', '一下', '吗', '呢', '啊',
]);
export const isQuestionWord = (word: string) => QUESTION_WORDS.has(word);

/** A cut without its question words, unless they are all it has. */
const withoutQuestionWords = (cut: CutPiece[]) => {
  const kept = cut.filter((piece) => !isQuestionWord(piece.value));
  return kept.length > 0 ? kept : cut;
};

/**
 * The cuts of each token (a Latin word is its own only cut), and every
 * combination of one cut per token, at most MAX_QUERY_WORDS combinations
 * (easyops' smartTerms: the first token with several cuts keeps up to six,
 * the next ones fewer, so their product stays within the bound).
 */
export function combinations(tokens: string[], dictionary: Map<string, string[]>): Piece[][] {
  const cutsOfTokens: Piece[][][] = tokens
    .slice(0, MAX_QUERY_WORDS)
    .map((token) => (isChineseToken(token) ? cutChinese(token, dictionary, MAX_CUTS_PER_RUN).map(withoutQuestionWords) : [[{ value: token }]]));
  let product = 1;
  let overflowed = false;
  for (const cuts of cutsOfTokens) {
    if (cuts.length <= 1) continue;
    if (overflowed) {
      cuts.splice(1);
      continue;
    }
    cuts.splice(MAX_CUTS_PER_RUN);
    const next = product * cuts.length;
    if (next >= MAX_QUERY_WORDS) {
      if (next > MAX_QUERY_WORDS) {
        const fits = Math.floor(MAX_QUERY_WORDS / product);
        cuts.splice(fits);
        product *= fits;
      } else product = next;
      if (product > MAX_CUTS_PER_RUN) overflowed = true;
    } else product = next;
  }
  const found: Piece[][] = [];
  const combine = (index: number, carry: Piece[]) => {
    if (index === cutsOfTokens.length || carry.length >= MAX_QUERY_WORDS) {
      found.push(carry.slice(0, MAX_QUERY_WORDS));
      return;
    }
    for (const cut of cutsOfTokens[index]) combine(index + 1, carry.concat(cut));
  };
  combine(0, []);
  return found;
}

export interface QueryVariantOptions {
  /** lunr.Query's constants. */
  lunrQuery: QueryConstants;
  /** Stop word filters (lunr's and the Chinese one): a word is kept when every filter returns something. */
  stopWordFilters: ((word: string) => unknown)[];
  /** Typos allowed in the loosest queries (easyops' fuzzyMatchingDistance). */
  fuzzyDistance: number;
}

/**
 * The queries for a keyword's tokens, in the order they are tried (see the
 * top of this file). `dictionary`: the Chinese words of the index that
 * begin with a character of the keyword, in dictionary order, or already
 * grouped by wordsByFirstUnit.
 */
export function queryVariants(tokens: string[], dictionary: Iterable<string> | Map<string, string[]>, { lunrQuery, stopWordFilters, fuzzyDistance }: QueryVariantOptions): QueryVariant[] {
  const groups = dictionary instanceof Map ? dictionary : wordsByFirstUnit(dictionary);
  // Each combination gets pieces of its own, its last one marked: it may be half typed.
  const terms: Piece[][] = combinations(tokens, groups).map((term) => term.map((piece, k) => (k === term.length - 1 ? { ...piece, maybeTyping: true as const } : { ...piece })));
  if (terms.length === 0) {
    // A Chinese run that no word of the index begins anywhere: it is looked for inside words.
    const { REQUIRED } = lunrQuery.presence;
    const { LEADING, TRAILING, NONE } = lunrQuery.wildcard;
    const term = tokens.slice(0, MAX_QUERY_WORDS).flatMap((value): QueryTerm[] => {
      if (!isChineseToken(value)) return [{ value, presence: REQUIRED, wildcard: TRAILING }];
      const [cut] = cutChinese(value, groups, 1);
      if (!cut) return [{ value, presence: REQUIRED, wildcard: LEADING | TRAILING }];
      return cut.map((piece) => ({ value: piece.value, presence: REQUIRED, wildcard: piece.trailing ? TRAILING : NONE }));
    });
    return [{ tokens, term: term.slice(0, MAX_QUERY_WORDS) }];
  }
  // The index has no stop words: the same combinations without them, when that leaves something.
  const withoutStopWords = terms.map((term) => term.filter((piece) => stopWordFilters.every((filter) => filter(piece.value))));
  // A combination that lost the beginning of a word this way (并 of 并发 is a Chinese stop word
  // alone) no longer has every word of the keyword: marked as one less (issue 39, the ranking).
  const partial = new WeakSet<Piece[]>();
  withoutStopWords.forEach((term, k) => {
    if (term.length > 0 && term.length < terms[k].length) {
      // A stop word followed by a whole word (不 in 一直不结束, before 结束) is that stop word,
      // even where the index has words it begins (不再); one followed by another beginning, or
      // last, may be the start of a word (并 of 并发).
      const pieces = terms[k];
      const beginsWord = (at: number) => pieces[at].trailing && (at === pieces.length - 1 || pieces[at + 1].trailing);
      if (pieces.some((piece, at) => beginsWord(at) && !term.includes(piece))) partial.add(term);
      terms.push(term);
    }
  });
  // With three words or more, also each combination less one word.
  const lessOne: Piece[][] = [];
  for (const term of withoutStopWords) {
    if (term.length <= 2) continue;
    for (let k = term.length - 1; k >= 0; k -= 1) lessOne.push([...term.slice(0, k), ...term.slice(k + 1)]);
  }
  const distance = Math.max(0, fuzzyDistance);
  const toQueries = (list: Piece[][], editDistance: number, maybeTyping: boolean, dropped: boolean): QueryVariant[] =>
    list.flatMap((term) => {
      const query: QueryVariant = {
        ...(dropped || partial.has(term) ? { dropped: true as const } : {}),
        tokens: term.map((piece) => piece.value),
        term: term.map((piece) => ({
          value: piece.value,
          presence: lunrQuery.presence.REQUIRED,
          wildcard: (maybeTyping ? piece.trailing || piece.maybeTyping : piece.trailing) ? lunrQuery.wildcard.TRAILING : lunrQuery.wildcard.NONE,
          ...(editDistance > 0 && piece.value.length > editDistance ? { editDistance } : {}),
        })),
      };
      // A typo query in which no word is long enough for a typo is the exact query again.
      return editDistance > 0 && query.term.every((item) => !item.editDistance) ? [] : [query];
    });
  const byDistance = (list: Piece[][], dropped: boolean) =>
    Array.from({ length: distance + 1 }, (_, editDistance) => [
      ...toQueries(list, editDistance, false, dropped),
      ...toQueries(
        list.filter((term) => {
          const last = term[term.length - 1];
          return !last.trailing && last.maybeTyping;
        }),
        editDistance,
        true,
        dropped,
      ),
    ]).flat();
  return [...byDistance(terms, false), ...byDistance(lessOne, true)];
}

/**
 * The words of a keyword for the last, loosest query (any of them, each
 * optional): its Latin tokens and the words of the best cut of each Chinese
 * run, stop words left out, at most MAX_QUERY_WORDS. A pasted question is
 * then ranked by the words it shares with a page instead of finding nothing.
 */
export function anyWordTerms(tokens: string[], dictionary: Map<string, string[]>, { lunrQuery, stopWordFilters }: Omit<QueryVariantOptions, 'fuzzyDistance'> & { lunrQuery: QueryConstants & { presence: { OPTIONAL: number } } }): QueryTerm[] {
  const words: string[] = [];
  for (const token of tokens) {
    if (words.length >= MAX_QUERY_WORDS) break;
    const cut = isChineseToken(token) ? cutChinese(token, dictionary, 1)[0] : undefined;
    for (const value of cut ? cut.map((piece) => piece.value) : [token]) {
      if (words.length < MAX_QUERY_WORDS && !words.includes(value) && !isQuestionWord(value) && stopWordFilters.every((filter) => filter(value))) words.push(value);
    }
  }
  return words.map((value) => ({ value, presence: lunrQuery.presence.OPTIONAL, wildcard: lunrQuery.wildcard.TRAILING }));
}
