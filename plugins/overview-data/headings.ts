import { createSlugger } from '@docusaurus/utils';

export interface OverviewHeading {
  text: string;
  id: string;
  depth: number;
}

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{2,4})\s+(.+?)\s*$/;
const EXPLICIT_ID = /\s*\{#([\w-]+)\}$/;

/** Plain text of a Markdown heading: code spans, links and emphasis unwrapped. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\\([<>{}\\`*_])/g, '$1')
    .trim();
}

/**
 * Headings of levels 2 to 4 of a Markdown page, in order, with the anchor id the
 * page gets (an explicit `{#id}` wins, as in Docusaurus). Code fences are skipped.
 */
export function extractHeadings(source: string): OverviewHeading[] {
  const slugger = createSlugger();
  const headings: OverviewHeading[] = [];
  let inFence = false;
  for (const line of source.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const match = HEADING.exec(line);
    if (!match) continue;
    let raw = match[2];
    const explicit = EXPLICIT_ID.exec(raw);
    if (explicit) raw = raw.slice(0, explicit.index);
    const text = headingText(raw);
    const id = explicit ? explicit[1] : slugger.slug(text);
    headings.push({ text, id, depth: match[1].length });
  }
  return headings;
}
