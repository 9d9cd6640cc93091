export interface FilterableHeading {
  text: string;
  id: string;
  depth: number;
}
export interface FilterablePage<H extends FilterableHeading = FilterableHeading> {
  title: string;
  permalink: string;
  headings: H[];
  /** The label of the section the page sits in, as shown (already translated). */
  section?: { text: string };
}
export interface FilterableGroup<P extends FilterablePage = FilterablePage> {
  label: string;
  pages: P[];
}

/**
 * spec 2.5: keep the pages and headings that contain the keyword, ignoring case.
 * The keyword is plain text: regex special characters match themselves. A page
 * whose title (or section label) matches keeps its headings; otherwise it keeps
 * only the matching ones. Headings deeper than `depth` are dropped first.
 */
export function filterOverview<G extends FilterableGroup>(groups: G[], keyword: string, depth = 2): G[] {
  const needle = keyword.trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(needle);
  const keepsWholePage = (page: FilterablePage) =>
    !needle || matches(page.title) || (page.section !== undefined && matches(page.section.text));
  return groups
    .map((group) => ({
      ...group,
      pages: group.pages.flatMap((page) => {
        const headings = page.headings.filter((heading) => heading.depth <= depth);
        if (keepsWholePage(page)) return [{ ...page, headings }];
        const matching = headings.filter((heading) => matches(heading.text));
        return matching.length > 0 ? [{ ...page, headings: matching }] : [];
      }),
    }))
    .filter((group) => group.pages.length > 0);
}
