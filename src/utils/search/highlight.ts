import type { HighlightRange } from './types';

/** A piece of text, marked or not, in the order it appears. */
export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/**
 * Sorts ranges, clips them to [0, textLength), drops empty ones and merges
 * those that overlap or touch, so that rendering never nests or repeats a mark.
 */
export function normalizeRanges(ranges: readonly HighlightRange[], textLength: number): HighlightRange[] {
  const clipped = ranges
    .map(({ start, length }) => {
      const from = Math.max(0, Math.floor(start));
      const to = Math.min(textLength, Math.floor(start + length));
      return { start: from, end: to };
    })
    .filter(({ start, end }) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of clipped) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged.map(({ start, end }) => ({ start, length: end - start }));
}

/**
 * spec 2.7: splits text at its highlight ranges; the panel renders the
 * highlighted segments as <mark> and the rest as plain text (never as HTML).
 */
export function splitHighlights(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const { start, length } of normalizeRanges(ranges, text.length)) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, start + length), highlighted: true });
    cursor = start + length;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}

/**
 * Every case-insensitive occurrence of each needle in text, as ranges
 * (normalized). Used where no index positions exist: remote hits and fallbacks.
 */
export function findOccurrences(text: string, needles: readonly string[]): HighlightRange[] {
  const haystack = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (const raw of needles) {
    const needle = raw.toLowerCase();
    if (!needle) continue;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      ranges.push({ start: at, length: needle.length });
    }
  }
  return normalizeRanges(ranges, text.length);
}
