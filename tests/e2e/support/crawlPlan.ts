import fs from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

const BUILD_DIR = path.resolve(__dirname, '../../../build');

/**
 * Which pages the browser crawl (hydration, console errors, axe in light and
 * dark) visits. Axe on a long page takes several seconds per colour scheme, so
 * visiting every page would grow the CI time with every page written. Instead,
 * each page of the build is described by what it renders: every element kind
 * and class in its server HTML (components, admonitions, tables, tabs, code
 * token types, sidebar items, page type...). Per language, the crawl takes a
 * small set of pages that together render every one of those features,
 * cheapest first (fewest elements per new feature). A new page that renders
 * nothing new adds nothing to the crawl; one with a new kind of content does.
 * Every page's server HTML is still read over HTTP, with its files and links
 * checked, by the JavaScript-disabled cases of bad-input.spec.ts.
 */
export interface PageFeatures {
  path: string;
  features: Set<string>;
  /** Number of elements: a proxy for how long axe takes on the page. */
  cost: number;
}

/**
 * Class names that differ from page to page without meaning a different kind of
 * content: the doc's id, active states, and a code block's language (every
 * language gets the same block styles).
 */
const VOLATILE = /^docs-doc-id-|--active$|^toc-highlight$|^language-/;

/**
 * Elements whose look depends on where they sit (links and inline code in an
 * admonition, a table, a heading, a tab panel...): for these, the nearest such
 * container is part of the feature, so each combination is crawled once.
 */
const INLINE = new Set(['a', 'code', 'strong', 'em', 'kbd', 'mark']);

function containerOf(tag: string, classes: string[]): string | null {
  const admonition = classes.find((name) => /^theme-admonition-/.test(name));
  if (admonition) return admonition;
  if (/^(h[1-6]|th|td|summary|blockquote|figcaption|nav|footer)$/.test(tag)) return tag;
  if (classes.includes('tabs-container')) return 'tabs';
  return null;
}

export function pageFeatures(pagePath: string, html: string): PageFeatures {
  const features = new Set<string>();
  let cost = 0;
  // The containers and inline elements currently open, innermost last.
  const open: { tag: string; container: string | null }[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const classes = (attributes.class ?? '').split(/\s+/).filter((name) => name && !VOLATILE.test(name));
        const container = containerOf(tag, classes);
        open.push({ tag, container });
        if (tag === 'html') {
          for (const name of classes) features.add(`html.${name}`);
          return;
        }
        if (tag === 'script' || tag === 'link' || tag === 'meta' || tag === 'head' || tag === 'title' || tag === 'style') return;
        cost += 1;
        // Syntax-highlighting token kinds (span.keyword, span.regex…) are left
        // out: the crawl's axe runs skip code tokens, whose colours are checked
        // against their backgrounds by the Prism theme's unit test.
        if (tag === 'span' && open.some((entry) => entry.tag === 'pre')) {
          features.add('pre span.token');
          return;
        }
        features.add(tag);
        for (const name of classes) features.add(`${tag}.${name}`);
        if (attributes.role) features.add(`${tag}[role=${attributes.role}]`);
        if (INLINE.has(tag)) {
          const inside = open
            .slice(0, -1)
            .map((entry) => entry.container ?? (INLINE.has(entry.tag) ? entry.tag : null))
            .filter(Boolean)
            .slice(-2)
            .join(' ');
          if (inside) features.add(`${inside} > ${tag}`);
        }
      },
      onclosetag(tag) {
        for (let i = open.length - 1; i >= 0; i--) {
          if (open[i].tag === tag) {
            open.length = i;
            break;
          }
        }
      },
    },
    { lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return { path: pagePath, features, cost };
}

/**
 * A visit's fixed cost (load, hydration, two axe runs), in elements: on these
 * machines it takes as long as axe on about 4,000 more elements. Counting it
 * makes the cover prefer one page with several new features over several pages.
 */
const VISIT_COST = 4000;

/** Greedy weighted set cover: pages until every feature of the group is rendered by one of them. */
export function coverPages(pages: PageFeatures[], always: string[] = []): PageFeatures[] {
  const chosen: PageFeatures[] = [];
  const covered = new Set<string>();
  const take = (page: PageFeatures) => {
    chosen.push(page);
    for (const feature of page.features) covered.add(feature);
  };
  for (const page of pages) if (always.includes(page.path)) take(page);
  const left = pages.filter((page) => !always.includes(page.path));
  for (;;) {
    let best: PageFeatures | undefined;
    let bestScore = 0;
    for (const page of left) {
      if (chosen.includes(page)) continue;
      let added = 0;
      for (const feature of page.features) if (!covered.has(feature)) added += 1;
      const score = added / (VISIT_COST + page.cost);
      if (added > 0 && (score > bestScore || (score === bestScore && best && page.path < best.path))) {
        best = page;
        bestScore = score;
      }
    }
    if (!best) return chosen;
    take(best);
  }
}

/** The built HTML file of a path (clean URLs: /a/b is a/b/index.html or a/b.html). */
export function builtHtml(pagePath: string): string {
  const base = path.join(BUILD_DIR, decodeURIComponent(pagePath));
  for (const file of [path.join(base, 'index.html'), `${base}.html`]) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`No built HTML for ${pagePath}`);
}

/**
 * Each page's features, read once per process: the crawl (smoke.spec.ts) and the
 * no-JavaScript visits (bad-input.spec.ts) plan over the same pages, and parsing
 * them takes a few hundred milliseconds of every test run's start.
 */
const featuresByPath = new Map<string, PageFeatures>();
function builtPageFeatures(pagePath: string): PageFeatures {
  let features = featuresByPath.get(pagePath);
  if (!features) {
    features = pageFeatures(pagePath, builtHtml(pagePath));
    featuresByPath.set(pagePath, features);
  }
  return features;
}

/** The crawl's pages for one language's paths; the home page is always in. */
export function crawlPlan(paths: string[]): { pages: PageFeatures[]; chosen: PageFeatures[] } {
  const pages = paths.map(builtPageFeatures);
  const home = paths.filter((pagePath) => pagePath === '/' || pagePath === '/zh/');
  return { pages, chosen: coverPages(pages, home) };
}

/**
 * The browser visits of a crawl: the plan's pages (`chosen`), taken from the English
 * pages (the two languages render the same kinds of content), visited in turn in
 * English and in Chinese, so each kind of content is checked once and both
 * languages' interface strings on half of the pages each. Both home pages are
 * always visited.
 */
export function crawlVisits(chosen: PageFeatures[]): string[] {
  return chosen.flatMap(({ path: pathname }, index) => {
    const chinese = pathname === '/' ? '/zh/' : `/zh${pathname}`;
    if (pathname === '/') return [pathname, chinese];
    return [index % 2 === 0 ? pathname : chinese];
  });
}
