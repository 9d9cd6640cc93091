/**
 * spec 2.2 and 3: page types, the front matter fields that shape a page, and
 * the query flags that hide parts of it. Pure functions; the page components
 * and plugins/page-chrome turn the results into attributes on <html>, which
 * src/css/page-chrome.css styles.
 */
export const PAGE_TYPES = ['doc', 'home', '404', 'custom', 'blank'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The parts of a page that front matter or a query flag can hide. */
export const PAGE_PARTS = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

/**
 * spec 2.2: `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` and
 * `?globalUIComponents=0` hide that part of the page; any other value (and a
 * flag that is absent) changes nothing. Returns the hidden parts in a fixed order.
 *
 * Written without outside references: its source text is inlined into every
 * page by plugins/page-chrome, so the parts are hidden before first paint.
 */
export function parsePageFlags(search: string): PagePart[] {
  var names: PagePart[] = ['navbar', 'sidebar', 'outline', 'footer', 'globalUIComponents'];
  var params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch (e) {
    return [];
  }
  return names.filter(function (name) {
    return params.get(name) === '0';
  });
}

export interface HeadTag {
  tagName: 'meta' | 'link' | 'script' | 'style' | 'noscript' | 'base';
  attributes: Record<string, string>;
  innerHTML?: string;
}

export interface PageChrome {
  pageType: PageType;
  /** Parts the page itself hides (front matter `navbar: false` …, or its page type). */
  hidden: PagePart[];
  /** Replaces the site title after the page title: '{title} - {titleSuffix}'. */
  titleSuffix?: string;
  /** Extra tags for the page's <head> (front matter `head`). */
  head: HeadTag[];
}

const HEAD_TAGS: readonly HeadTag['tagName'][] = ['meta', 'link', 'script', 'style', 'noscript', 'base'];

/** Parts hidden by the page type alone: only doc pages have a sidebar and an outline. */
const TYPE_HIDES: Record<PageType, PagePart[]> = {
  doc: [],
  home: ['sidebar', 'outline'],
  '404': ['sidebar', 'outline'],
  custom: ['sidebar', 'outline'],
  blank: ['navbar', 'sidebar', 'outline', 'footer'],
};

export function isPageType(value: unknown): value is PageType {
  return typeof value === 'string' && (PAGE_TYPES as readonly string[]).includes(value);
}

/**
 * spec 3 `head`: a list of `[tagName, attributes?, content?]` entries, e.g.
 * `[['meta', { name: 'robots', content: 'noindex' }]]`. Entries that are not of
 * that shape, or name another tag, are left out.
 */
export function parseHeadTags(value: unknown): HeadTag[] {
  if (!Array.isArray(value)) return [];
  const tags: HeadTag[] = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || !(HEAD_TAGS as readonly unknown[]).includes(entry[0])) continue;
    const [tagName, rawAttributes, content] = entry as [HeadTag['tagName'], unknown, unknown];
    const attributes: Record<string, string> = {};
    if (rawAttributes && typeof rawAttributes === 'object' && !Array.isArray(rawAttributes)) {
      for (const [name, attributeValue] of Object.entries(rawAttributes)) {
        if (['string', 'number', 'boolean'].includes(typeof attributeValue)) attributes[name] = String(attributeValue);
      }
    }
    tags.push(typeof content === 'string' ? { tagName, attributes, innerHTML: content } : { tagName, attributes });
  }
  return tags;
}

/**
 * spec 2.2 and 3: what a page's front matter asks for. `pageType` (default
 * `defaultType`) picks the layout; `navbar`, `sidebar`, `outline`, `footer` and
 * `globalUIComponents` set to false hide that part; `titleSuffix` and `head`
 * as above. Values of the wrong type are ignored.
 */
export function pageChromeFromFrontMatter(frontMatter: Record<string, unknown> | undefined, defaultType: PageType): PageChrome {
  const fm = frontMatter ?? {};
  const pageType = isPageType(fm.pageType) ? fm.pageType : defaultType;
  const hidden = PAGE_PARTS.filter((part) => fm[part] === false || TYPE_HIDES[pageType].includes(part));
  const titleSuffix = typeof fm.titleSuffix === 'string' && fm.titleSuffix.trim() ? fm.titleSuffix.trim() : undefined;
  return { pageType, hidden, ...(titleSuffix ? { titleSuffix } : {}), head: parseHeadTags(fm.head) };
}

/**
 * Build-time side of the same fields (docusaurus.config.ts `parseFrontMatter`):
 * a page without an outline gets Docusaurus's `hide_table_of_contents`, so its
 * content takes the outline's width; an unknown `pageType` fails the build.
 */
export function toDocusaurusFrontMatter(frontMatter: Record<string, unknown>, source: string): Record<string, unknown> {
  if (frontMatter.pageType !== undefined && !isPageType(frontMatter.pageType)) {
    throw new Error(`${source}: pageType must be one of ${PAGE_TYPES.join(', ')}; got ${JSON.stringify(frontMatter.pageType)}.`);
  }
  const chrome = pageChromeFromFrontMatter(frontMatter, 'doc');
  if (chrome.hidden.includes('outline') && frontMatter.hide_table_of_contents === undefined) {
    return { ...frontMatter, hide_table_of_contents: true };
  }
  return frontMatter;
}
