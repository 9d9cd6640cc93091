import { normalizeRanges } from './highlight';
import type { HighlightRange } from './types';
import { charWidth, textWidth } from './width';

/** spec 9: a content snippet is about 100 characters wide (East Asian = 3, spec 5). */
export const SNIPPET_MAX_WIDTH = 100;

export const ELLIPSIS = '…';

export interface Snippet {
  text: string;
  /** Ranges into `text` (after the leading ellipsis, if any). */
  highlights: HighlightRange[];
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const isWordChar = (char: string | undefined) => char !== undefined && !/\p{Script=Han}/u.test(char) && WORD_CHAR.test(char);

/** Length in code units of the code point that starts at `index`. */
function pointLengthAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

/** Length in code units of the code point that ends just before `index`. */
function pointLengthBefore(text: string, index: number): number {
  const code = text.charCodeAt(index - 1);
  return code >= 0xdc00 && code <= 0xdfff && index >= 2 ? 2 : 1;
}

/**
 * Cuts a window of at most `maxWidth` (ellipses included) out of `text`,
 * around its first highlight range, and re-bases the ranges onto the window.
 *
 * - Text that fits is returned whole.
 * - The window grows from the first match to both sides in turn, one code point
 *   at a time, so the match sits in the middle unless the text ends first.
 * - A cut inside a Latin word moves to the word boundary (never past the match);
 *   an East Asian text is cut anywhere, as it has no spaces.
 * - A cut inside another match moves out of it: a match is shown whole or not at
 *   all, never as a marked fragment (测 of 测试套件).
 * - "…" marks each side that was cut; whitespace next to a cut is trimmed.
 */
export function cutSnippet(text: string, ranges: readonly HighlightRange[], maxWidth = SNIPPET_MAX_WIDTH): Snippet {
  const normalized = normalizeRanges(ranges, text.length);
  if (textWidth(text) <= maxWidth) return { text, highlights: normalized };

  const anchor = normalized[0] ?? { start: 0, length: 0 };
  // Room for the text once both possible ellipses are paid for.
  const budget = Math.max(1, maxWidth - 2 * textWidth(ELLIPSIS));
  let start = anchor.start;
  let end = anchor.start;
  let width = 0;

  // The match itself first; a match wider than the budget is cut at its end.
  while (end < anchor.start + anchor.length) {
    const step = pointLengthAt(text, end);
    const w = charWidth(text.slice(end, end + step));
    if (width + w > budget) break;
    width += w;
    end += step;
  }
  const matchEnd = end;

  // Then context, alternating left and right while it fits.
  let leftOpen = start > 0;
  let rightOpen = end < text.length;
  let turnLeft = true;
  while (leftOpen || rightOpen) {
    const goLeft = leftOpen && (turnLeft || !rightOpen);
    if (goLeft) {
      const step = pointLengthBefore(text, start);
      const w = charWidth(text.slice(start - step, start));
      if (width + w > budget) leftOpen = false;
      else {
        width += w;
        start -= step;
        if (start === 0) leftOpen = false;
      }
    } else {
      const step = pointLengthAt(text, end);
      const w = charWidth(text.slice(end, end + step));
      if (width + w > budget) rightOpen = false;
      else {
        width += w;
        end += step;
        if (end === text.length) rightOpen = false;
      }
    }
    turnLeft = !turnLeft;
  }

  // Do not cut Latin words in half: move a cut to the nearest boundary inwards.
  if (start > 0 && isWordChar(text[start - 1]) && isWordChar(text[start])) {
    let boundary = start;
    while (boundary < anchor.start && isWordChar(text[boundary])) boundary += 1;
    if (boundary < anchor.start || !isWordChar(text[boundary - 1])) start = boundary;
  }
  if (end < text.length && isWordChar(text[end - 1]) && isWordChar(text[end])) {
    let boundary = end;
    while (boundary > matchEnd && isWordChar(text[boundary - 1])) boundary -= 1;
    if (boundary > matchEnd || !isWordChar(text[boundary])) end = boundary;
  }
  // Nor another match: leave it out whole rather than mark a fragment of it.
  for (const range of normalized) {
    const rangeEnd = range.start + range.length;
    if (range.start >= matchEnd && range.start < end && rangeEnd > end) end = range.start;
    if (rangeEnd <= anchor.start && range.start < start && rangeEnd > start) start = rangeEnd;
  }
  // Trim the whitespace next to a cut.
  while (start > 0 && start < anchor.start && /\s/.test(text[start])) start += 1;
  while (end < text.length && end > matchEnd && /\s/.test(text[end - 1])) end -= 1;

  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < text.length ? ELLIPSIS : '';
  const shift = prefix.length - start;
  const highlights = normalized
    .filter((range) => range.start < end && range.start + range.length > start)
    .map((range) => {
      const from = Math.max(range.start, start);
      const to = Math.min(range.start + range.length, end);
      return { start: from + shift, length: to - from };
    });
  return { text: prefix + text.slice(start, end) + suffix, highlights };
}
