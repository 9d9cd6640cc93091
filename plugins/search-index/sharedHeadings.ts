import type { IndexDocument } from '../../src/utils/search/indexFormat';

/**
 * Headings that many pages share (issue 39): "Example" on 54 pages, "Command
 * line" on 22, "Projects", "Default value", "Snapshots". Such a heading is a
 * section of a page template: it says which part of a page the reader is in,
 * not what the page is about. A query that is exactly its text ("command
 * line", 命令行) should find the page about that subject (the CLI page,
 * titled 命令行工具 in Chinese), not every page with the section.
 *
 * So a heading found on SHARED_HEADING_PAGES pages or more gets the word
 * count SHARED (published as "-"): it never names a query (rank.ts rule 3,
 * promoteNamedPages' heading tier), and still counts where its words are (a
 * heading, rule 4).
 */
export const SHARED_HEADING_PAGES = 3;

/** easyops' heading part. */
export const HEADING_PART = 1;

/** A heading's text as the reader sees it, case and spacing aside. */
const headingKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The texts of headings that SHARED_HEADING_PAGES pages or more have. */
export function sharedHeadingTexts(headings: IndexDocument[], minPages = SHARED_HEADING_PAGES): Set<string> {
  const pages = new Map<string, Set<number | undefined>>();
  for (const heading of headings) {
    const key = headingKey(heading.t);
    const found = pages.get(key);
    if (found) found.add(heading.p);
    else pages.set(key, new Set([heading.p]));
  }
  return new Set([...pages].filter(([, on]) => on.size >= minPages).map(([key]) => key));
}

/** The word count of a shared heading (shardFormat.ts publishes it as SHARED_HEADING_MARK). */
export const SHARED = -1;

/** The heading part's word counts with the shared headings' set to SHARED. */
export function markSharedHeadings(headings: IndexDocument[], words: number[], minPages = SHARED_HEADING_PAGES): number[] {
  const shared = sharedHeadingTexts(headings, minPages);
  return words.map((count, position) => (shared.has(headingKey(headings[position].t)) ? SHARED : count));
}
