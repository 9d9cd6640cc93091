/**
 * spec 2.4: which outline heading is "current" while the reader scrolls.
 * Given the headings' positions relative to the viewport, the current heading
 * is the last one whose top has passed the reading line (the bottom of the
 * fixed bars plus a small margin). Before the first heading nothing is
 * current; at the very bottom of the page the last heading is, so short final
 * sections can still be highlighted.
 */
export interface HeadingPosition {
  id: string;
  /** getBoundingClientRect().top */
  top: number;
}

export interface ScrollState {
  /** Height of what covers the top of the viewport (navbar, menu bar). */
  offset: number;
  /** window.scrollY */
  scrollY: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  documentHeight: number;
}

/** Pixels below the fixed bars at which a heading counts as reached. */
export const READING_LINE_MARGIN = 16;

export function activeHeadingId(headings: HeadingPosition[], state: ScrollState): string | null {
  if (headings.length === 0) return null;
  const atBottom = state.scrollY + state.viewportHeight >= state.documentHeight - 2;
  if (atBottom && state.scrollY > 0) return headings[headings.length - 1].id;
  const line = state.offset + READING_LINE_MARGIN;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= line) active = heading.id;
    else break;
  }
  return active;
}
