import { Parser } from 'htmlparser2';
import type { EasyopsDocument, EasyopsIndexPart } from './indexFile';

/**
 * Link text as a ranking signal (issue 39: ranking from general signals).
 *
 * What other pages call a page, in the words of the links that point to it,
 * is how readers name it too: the Chinese pages link to the testTimeout page
 * as 测试超时 and to the CI guide as 持续集成, names its English title does not
 * have. Web search engines have ranked by link text since their beginning;
 * DocSearch's model has a keywords level for the same purpose.
 *
 * easyops' keywords part held the site-wide <meta name="keywords"> on every
 * page (the same words everywhere, so no information). It is rebuilt here:
 * one document per page and distinct link text (links of the Markdown bodies
 * of other pages to the page itself; links to one of its sections, a page's
 * links to itself, and navbar, sidebar and footer links do not count), so that a link text that is exactly the query names
 * the page, as a title or heading does (rank.ts, rule 3).
 */

/** easyops' part order: title, heading, description, keywords, content. */
export const KEYWORDS_PART = 3;
/** Longer link texts are sentences, not names. */
const MAX_TEXT_LENGTH = 60;

/** A page's path as pages are compared: no query, hash, trailing slash, index.html or .html. */
export function pageKey(url: string): string {
  const path = url.split(/[?#]/)[0];
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
}

/** The links of a built page's Markdown bodies (elements with the class `markdown`): the path each points to and its text. */
export function bodyLinks(html: string, pageUrl: string): { target: string; text: string }[] {
  const links: { target: string; text: string }[] = [];
  // Depth of open elements, and the depth at which each open Markdown body and link began.
  let depth = 0;
  const bodies: number[] = [];
  let link: { href: string; depth: number; text: string } | undefined;
  const parser = new Parser(
    {
      // htmlparser2 closes void elements (br, img) itself, so opens and closes pair up.
      onopentag(name, attributes) {
        depth += 1;
        if ((attributes.class ?? '').split(/\s+/).includes('markdown')) bodies.push(depth);
        if (name === 'a' && bodies.length > 0 && attributes.href && !link) link = { href: attributes.href, depth, text: '' };
      },
      ontext(text) {
        if (link) link.text += text;
      },
      onclosetag() {
        if (link && link.depth === depth) {
          const text = link.text.replace(/\s+/g, ' ').trim();
          const target = resolveTarget(link.href, pageUrl);
          if (text && target !== undefined) links.push({ target, text });
          link = undefined;
        }
        if (bodies[bodies.length - 1] === depth) bodies.pop();
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** The page a link points to, or undefined for another site, a mail link or a section of a page. */
function resolveTarget(href: string, pageUrl: string): string | undefined {
  if (href.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(href, `http://site.invalid${pageUrl}`);
  } catch {
    return undefined;
  }
  // A link to a section (#hash) names the section, not the page.
  if (url.host !== 'site.invalid' || url.hash) return undefined;
  return pageKey(decodeURI(url.pathname));
}

/**
 * For each page (by pageKey), the texts other pages' bodies link to it with,
 * each with the number of pages that use it, most used first.
 */
export function collectLinkTexts(pages: { url: string; html: string }[]): Map<string, [text: string, pages: number][]> {
  const texts = new Map<string, Map<string, Set<string>>>();
  for (const { url, html } of pages) {
    const source = pageKey(url);
    for (const { target, text } of bodyLinks(html, url)) {
      if (target === source || text.length > MAX_TEXT_LENGTH) continue;
      let byText = texts.get(target);
      if (!byText) texts.set(target, (byText = new Map()));
      const key = text.toLowerCase();
      let sources = byText.get(key);
      if (!sources) byText.set(key, (sources = new Set()));
      sources.add(source);
    }
  }
  return new Map(
    [...texts].map(([target, byText]) => [
      target,
      [...byText].map(([text, sources]): [string, number] => [text, sources.size]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
    ]),
  );
}

/**
 * The keywords part rebuilt from link texts: for each page, in the order of
 * the title part, one document per distinct text of the links to it
 * (`u` the page, `p` its title document, `s` its title). `build` indexes
 * documents as easyops does (its buildIndex, same tokenizer and pipeline);
 * `firstId` is the first document id free in every part.
 */
export function linkTextPart(
  titles: EasyopsDocument[],
  linkTexts: Map<string, [string, number][]>,
  { build, firstId }: { build: (documents: EasyopsDocument[]) => EasyopsIndexPart; firstId: number },
): EasyopsIndexPart {
  let id = firstId;
  const documents: EasyopsDocument[] = [];
  for (const title of titles) {
    const url = String(title.u);
    for (const [text] of linkTexts.get(pageKey(url)) ?? []) documents.push({ i: id++, t: text, u: url, p: title.i, s: title.t });
  }
  return build(documents);
}
