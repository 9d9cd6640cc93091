import { Parser } from 'htmlparser2';

/**
 * What a page's server HTML holds, read without a browser: enough to check a
 * page without JavaScript at the speed of an HTTP request, so the check can
 * cover every page of the site however many there are.
 */
export interface StaticPage {
  hasNavbar: boolean;
  hasArticleHeading: boolean;
  /** Characters of text inside <article>, whitespace collapsed. */
  articleText: number;
  /** Same-site links (`<a href="/…">`), without their #fragment. */
  links: string[];
  /** Same-site files the page references: stylesheets, icons, images, scripts. */
  files: string[];
  /**
   * Each `**` a reader sees outside code, with the text around it: Markdown
   * bold that did not render (CommonMark does not close `**` after full-width
   * punctuation that a letter follows, as in `**标签：**文字`).
   */
  literalAsterisks: string[];
}

const isSameSite = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Adds `url` to `list` when it is on this site. */
const add = (list: string[], url: string | undefined) => {
  if (url && isSameSite(url)) list.push(url);
};

/** The URLs of a srcset attribute ("a.png 1x, b.png 2x"). */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/** Elements whose text is not prose: code shows `**` on purpose (globs, exponents). */
const NOT_PROSE = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'noscript', 'template', 'textarea']);

/** Each `**` of `text`, with up to 20 characters either side. */
const asteriskSnippets = (text: string) =>
  [...text.matchAll(/\*\*/g)].map(({ index }) => text.slice(Math.max(0, index - 20), index + 22).replace(/\s+/g, ' ').trim());

export function readStaticPage(html: string): StaticPage {
  const page: StaticPage = { hasNavbar: false, hasArticleHeading: false, articleText: 0, links: [], files: [], literalAsterisks: [] };
  let articleDepth = 0;
  let text = '';
  // The page's prose, code left out: a code element counts as a space, so
  // `**` on both sides of it is not mistaken for one.
  let codeDepth = 0;
  let prose = '';
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const classes = (attributes.class ?? '').split(/\s+/);
        if (NOT_PROSE.has(tag)) {
          if (codeDepth === 0) prose += ' ';
          codeDepth += 1;
        }
        if (tag === 'nav' && classes.includes('navbar')) page.hasNavbar = true;
        if (tag === 'article') articleDepth += 1;
        if (tag === 'h1' && articleDepth > 0) page.hasArticleHeading = true;
        if (tag === 'a') add(page.links, attributes.href?.replace(/#.*$/, ''));
        if (tag === 'link' && /\b(stylesheet|icon|preload|manifest)\b/.test(attributes.rel ?? '')) add(page.files, attributes.href);
        if (tag === 'script') add(page.files, attributes.src);
        if (tag === 'img') add(page.files, attributes.src);
        if ((tag === 'img' || tag === 'source') && attributes.srcset) for (const url of srcsetUrls(attributes.srcset)) add(page.files, url);
      },
      ontext(data) {
        if (articleDepth > 0) text += data;
        if (codeDepth === 0) prose += data;
      },
      onclosetag(tag) {
        if (tag === 'article') articleDepth -= 1;
        if (NOT_PROSE.has(tag)) codeDepth = Math.max(0, codeDepth - 1);
      },
    },
    { lowerCaseTags: true, decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  page.articleText = text.replace(/\s+/g, ' ').trim().length;
  page.literalAsterisks = asteriskSnippets(prose);
  return page;
}

/** Same-site files a stylesheet references with url(…): fonts and images. */
export function stylesheetFiles(css: string, stylesheetUrl: string): string[] {
  const base = new URL(stylesheetUrl, 'http://site.invalid');
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)]
    .map((match) => match[2])
    .filter((url) => !/^(data:|https?:|#)/.test(url))
    .map((url) => new URL(url, base).pathname);
}
