/**
 * Cutting a run of Chinese characters into words of the index (issue 39).
 *
 * The browser has no jieba, so a Chinese query is cut into terms the index
 * has. easyops' cutter (cutZhWords) lists every way to cut the text, then sorts
 * them; the number of ways grows exponentially with the length, and a pasted
 * question of 30 characters froze the tab for seconds (32 crashed it). The
 * search only ever uses the first few cuts (smartTerms keeps at most
 * MAX_CUTS per run of text), so this finds exactly those, in the same order,
 * by dynamic programming from the end of the text: at each position it keeps
 * the best MAX_CUTS cuts of the rest. The work is linear in the text's
 * length: each position costs the words of the index that begin with its
 * character (a number fixed by the index, whatever the query) times MAX_CUTS.
 *
 * The order is easyops': cuts that use every character first, then fewer
 * words first, then the order in which its depth-first walk finds them (at
 * each position, the pieces in dictionary order).
 */

/** A piece of a cut: an index word, or the beginning of one (`trailing`: the reader may still be typing it). */
export interface CutPiece {
  value: string;
  trailing?: true;
}

/** smartTerms keeps at most this many cuts of one run of Chinese text (its HALF_MAX_TERMS). */
export const MAX_CUTS = 6;

interface Entry {
  /** The piece this cut starts with; null when it skips a character no word begins with. */
  piece: CutPiece | null;
  /** Where the rest of the cut starts, and which entry of that position's list it is. */
  next: Entry | null;
  /** A character was skipped somewhere in the cut. */
  missed: boolean;
  /** Number of pieces. */
  count: number;
  /** Position of the piece among the pieces of its position (the depth-first walk's order). */
  choice: number;
  /** Rank of this cut, by the walk's order alone, among the list it belongs to. */
  walkRank: number;
}

/** Longest common prefix of `word` and `text` from `at`, in UTF-16 code units. */
function commonPrefix(word: string, text: string, at: number): number {
  let n = 0;
  while (n < word.length && at + n < text.length && word.charCodeAt(n) === text.charCodeAt(at + n)) n += 1;
  return n;
}

/**
 * The pieces that may start at `at`, in the order easyops' walk tries them:
 * for each word of the dictionary that begins with the character there, the
 * word itself when the text has it, or else its longest beginning the text
 * has, when that is longer than every beginning taken so far at this position.
 */
function piecesAt(text: string, at: number, words: readonly string[] | undefined): CutPiece[] {
  const pieces: CutPiece[] = [];
  if (!words) return pieces;
  let longestBeginning = 0;
  for (const word of words) {
    const shared = commonPrefix(word, text, at);
    if (shared === word.length) pieces.push({ value: word });
    else if (shared > longestBeginning) {
      longestBeginning = shared;
      pieces.push({ value: word.slice(0, shared), trailing: true });
    }
  }
  return pieces;
}

/** By fewer pieces, then the walk's order (the piece's place, then the rest's rank in its own list). */
const byCountThenWalk = (a: Entry, b: Entry) => a.count - b.count || byWalk(a, b);
const byWalk = (a: Entry, b: Entry) => a.choice - b.choice || (a.next?.walkRank ?? 0) - (b.next?.walkRank ?? 0);

/** Keeps the `max` first entries by fewer pieces and walk order, and ranks them by walk order alone. */
function keep(candidates: Entry[], max: number): Entry[] {
  const kept = candidates.sort(byCountThenWalk).slice(0, max);
  [...kept].sort(byWalk).forEach((entry, rank) => (entry.walkRank = rank));
  return kept;
}

const piecesOf = (entry: Entry): CutPiece[] => {
  const pieces: CutPiece[] = [];
  for (let at: Entry | null = entry; at; at = at.next) if (at.piece) pieces.push(at.piece);
  return pieces;
};

/** The dictionary's words grouped by their first UTF-16 code unit, in dictionary order. */
export function wordsByFirstUnit(dictionary: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const word of dictionary) {
    if (!word) continue;
    const first = word[0];
    const group = groups.get(first);
    if (group) group.push(word);
    else groups.set(first, [word]);
  }
  return groups;
}

/**
 * The first `max` cuts of `text` into words of `dictionary` (or their
 * beginnings), as easyops' cutZhWords sorts them: the same list as
 * cutZhWords(text, dictionary).slice(0, max), found in time linear in the
 * length of the text. Cuts without any piece are left out.
 */
export function cutChinese(text: string, dictionary: Iterable<string> | Map<string, string[]>, max: number = MAX_CUTS, work?: { steps: number }): CutPiece[][] {
  const groups = dictionary instanceof Map ? dictionary : wordsByFirstUnit(dictionary);
  // `work` counts the words compared and the cuts weighed, for the test of the linear bound.
  const count = (steps: number) => {
    if (work) work.steps += steps;
  };
  const n = text.length;
  // Two lists per position, each of the best cuts of the text from there on:
  // those that skip no character, and all of them, by fewer pieces then walk
  // order. A cut's place in the final order puts "skips nothing" first, and a
  // skip turns a clean rest into a missed one, so both lists are needed for
  // the kept cuts to be the true first ones. (The cut of no piece at all, left
  // out at the end, is alone in its list: it exists only where no word begins
  // anywhere in the rest of the text.)
  const clean: Entry[][] = new Array(n + 1);
  const all: Entry[][] = new Array(n + 1);
  const end: Entry = { piece: null, next: null, missed: false, count: 0, choice: 0, walkRank: 0 };
  clean[n] = [end];
  all[n] = [end];
  for (let at = n - 1; at >= 0; at -= 1) {
    const words = groups.get(text[at]);
    const pieces = piecesAt(text, at, words);
    count(words?.length ?? 0);
    if (pieces.length === 0) {
      // No word begins here: easyops skips the character.
      clean[at] = [];
      count(all[at + 1].length);
      all[at] = keep(
        all[at + 1].map((next) => ({ piece: null, next, missed: true, count: next.count, choice: 0, walkRank: 0 })),
        max,
      );
      continue;
    }
    const cleanCandidates: Entry[] = [];
    const allCandidates: Entry[] = [];
    pieces.forEach((piece, choice) => {
      const from = at + piece.value.length;
      for (const next of clean[from]) cleanCandidates.push({ piece, next, missed: false, count: next.count + 1, choice, walkRank: 0 });
      for (const next of all[from]) allCandidates.push({ piece, next, missed: next.missed, count: next.count + 1, choice, walkRank: 0 });
    });
    count(cleanCandidates.length + allCandidates.length);
    clean[at] = keep(cleanCandidates, max);
    all[at] = keep(allCandidates, max);
  }
  const first = clean[0].filter((entry) => entry.count > 0);
  const missed = all[0].filter((entry) => entry.missed && entry.count > 0);
  return [...first, ...missed].slice(0, max).map(piecesOf);
}
