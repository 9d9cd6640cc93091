import { findOccurrences } from './highlight';
import { cutSnippet } from './snippet';
import type { SearchSuggestion } from './types';

/** spec 3 "Toc entry". */
export interface TocEntry {
  text: string;
  id: string;
  depth: number;
  /** Where the heading starts in the document's content. */
  charIndex: number;
}

/** spec 3 "Search index document", as a remote search API returns it in `hits`. */
export interface SearchIndexDocument {
  id?: string | number;
  routePath: string;
  title: string;
  content: string;
  toc: TocEntry[];
  /** Origin of another site (https://…), or '' for this one. */
  domain: string;
}

/**
 * The suggestions one document yields for a keyword, in the spirit of spec 3:
 * a title suggestion when the title contains it, a header suggestion per
 * heading that contains it, and one content suggestion (a snippet) per section
 * whose text contains it, unless that section's heading already matched. A
 * document that matches nowhere literally (a server may match fuzzily) still
 * yields its title, without highlights, so the hit is not lost.
 */
export function matchDocument(doc: SearchIndexDocument, keyword: string): SearchSuggestion[] {
  const query = keyword.trim();
  const base = `${doc.domain}${doc.routePath}`;
  const suggestions: SearchSuggestion[] = [];
  const titleRanges = findOccurrences(doc.title, [query]);
  if (titleRanges.length > 0) {
    suggestions.push({ type: 'title', title: doc.title, header: doc.title, link: base, query, statement: '', highlights: titleRanges });
  }
  const matchedSections = new Set<number>();
  doc.toc.forEach((entry, i) => {
    const ranges = findOccurrences(entry.text, [query]);
    if (ranges.length === 0) return;
    matchedSections.add(i);
    suggestions.push({ type: 'header', title: doc.title, header: entry.text, link: `${base}#${entry.id}`, query, statement: '', highlights: ranges });
  });
  // Sections: text before the first heading belongs to the page (-1).
  const starts = doc.toc.map((entry) => entry.charIndex);
  const sectionOf = (at: number) => {
    let section = -1;
    starts.forEach((start, i) => {
      if (start <= at) section = i;
    });
    return section;
  };
  const seen = new Set<number>();
  for (const range of findOccurrences(doc.content, [query])) {
    const section = sectionOf(range.start);
    if (seen.has(section) || matchedSections.has(section)) continue;
    seen.add(section);
    const from = section === -1 ? 0 : Math.max(0, starts[section]);
    const to = section + 1 < starts.length ? Math.max(from, starts[section + 1]) : doc.content.length;
    const text = doc.content.slice(from, to);
    const snippet = cutSnippet(text, findOccurrences(text, [query]));
    const entry = doc.toc[section];
    suggestions.push({
      type: 'content',
      title: doc.title,
      header: entry ? entry.text : doc.title,
      link: entry ? `${base}#${entry.id}` : base,
      query,
      statement: snippet.text,
      highlights: snippet.highlights,
    });
  }
  if (suggestions.length === 0) {
    suggestions.push({ type: 'title', title: doc.title, header: doc.title, link: base, query, statement: '', highlights: [] });
  }
  return suggestions;
}
