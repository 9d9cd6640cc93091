import type { OverviewHeading } from './headings';
import { sectionHeaderOf, type SectionHeaderProps } from '../../src/config/sidebarItems';

export interface OverviewDoc {
  id: string;
  title: string;
  permalink: string;
  overview: boolean;
  headings: OverviewHeading[];
}

export interface OverviewPage {
  title: string;
  permalink: string;
  headings: OverviewHeading[];
  /** The sidebar section header the page sits under inside its group, if any. */
  section?: SectionHeaderProps;
}

export interface OverviewGroup {
  label: string;
  pages: OverviewPage[];
}

/** The sidebar item shapes this plugin reads (a subset of Docusaurus's). */
export type SidebarNode =
  | { type: 'category'; label: string; items: SidebarNode[]; link?: { type: string; id?: string } }
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | { type: string; [key: string]: unknown };

function isCategory(node: SidebarNode): node is Extract<SidebarNode, { type: 'category' }> {
  return node.type === 'category';
}

/** The doc ids of a list of items, in order, each with the section header above it in its own list. */
function sectionedDocIds(items: SidebarNode[]): { id: string; section?: SectionHeaderProps }[] {
  let section: SectionHeaderProps | undefined;
  return items.flatMap((item) => {
    const header = sectionHeaderOf(item as { type: string; customProps?: Record<string, unknown> });
    if (header) {
      section = header;
      return [];
    }
    if (isCategory(item)) {
      const linked = item.link?.type === 'doc' && item.link.id ? [{ id: item.link.id, section }] : [];
      return [...linked, ...sectionedDocIds(item.items)];
    }
    return item.type === 'doc' && typeof item.id === 'string' ? [{ id: item.id, section }] : [];
  });
}

function docIds(items: SidebarNode[]): string[] {
  return sectionedDocIds(items).map(({ id }) => id);
}

function findCategory(
  items: SidebarNode[],
  test: (category: Extract<SidebarNode, { type: 'category' }>) => boolean,
): Extract<SidebarNode, { type: 'category' }> | undefined {
  for (const item of items) {
    if (!isCategory(item)) continue;
    if (test(item)) return item;
    const nested = findCategory(item.items, test);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The groups an overview page lists (spec 2.5). An overview that is the link of a
 * sidebar category lists that category's pages as one group; any other overview
 * lists every other category of its sidebar, one group each.
 */
export function groupsForOverview(
  overviewId: string,
  sidebars: Record<string, SidebarNode[]>,
  docsById: Map<string, OverviewDoc>,
): OverviewGroup[] {
  const toPages = (items: SidebarNode[]): OverviewPage[] =>
    sectionedDocIds(items)
      .filter(({ id }) => id !== overviewId)
      .flatMap(({ id, section }) => {
        const doc = docsById.get(id);
        if (!doc) return [];
        const { title, permalink, headings } = doc;
        return [{ title, permalink, headings, ...(section ? { section } : {}) }];
      });

  for (const items of Object.values(sidebars)) {
    if (!docIds(items).includes(overviewId)) continue;
    const linked = findCategory(items, (category) => category.link?.type === 'doc' && category.link.id === overviewId);
    if (linked) return [{ label: linked.label, pages: toPages(linked.items) }];
    return items
      .filter(isCategory)
      .filter((category) => !docIds(category.items).includes(overviewId))
      .map((category) => ({ label: category.label, pages: toPages(category.items) }))
      .filter((group) => group.pages.length > 0);
  }
  return [];
}

/** Groups for every overview doc of one docs version, keyed by doc id. */
export function buildOverviews(
  docs: OverviewDoc[],
  sidebars: Record<string, SidebarNode[]>,
): Record<string, OverviewGroup[]> {
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  return Object.fromEntries(
    docs.filter((doc) => doc.overview).map((doc) => [doc.id, groupsForOverview(doc.id, sidebars, docsById)]),
  );
}
