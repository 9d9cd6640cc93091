export interface FilterableHeading {
  text: string;
  id: string;
  depth: number;
}
export interface FilterablePage<H extends FilterableHeading = FilterableHeading> {
  title: string;
  permalink: string;
  headings: H[];
}
export interface FilterableGroup<P extends FilterablePage = FilterablePage> {
  label: string;
  pages: P[];
}

/**
 * spec 2.5: keep the pages and headings that contain the keyword, ignoring case.
 * The keyword is plain text: regex special characters match themselves. A page
 * whose title matches keeps its headings; otherwise it keeps only the matching
 * ones. Headings deeper than `depth` are dropped first.
 */
export function filterOverview<G extends FilterableGroup>(groups: G[], keyword: string, depth = 2): G[] {
  const needle = keyword.trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(needle);
  return groups
    .map((group) => ({
      ...group,
      pages: group.pages
        .map((page) => {
          const headings = page.headings.filter((heading) => heading.depth <= depth);
          if (!needle || matches(page.title)) return { ...page, headings };
          return { ...page, headings: headings.filter((heading) => matches(heading.text)) };
        })
        .filter((page) => !needle || matches(page.title) || page.headings.length > 0),
    }))
    .filter((group) => group.pages.length > 0);
}
