import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { pageChromeFromFrontMatter, type PageType } from '../../utils/pageChrome';

interface Props {
  /** The page's front matter (spec 3): pageType, navbar, sidebar, outline, footer, titleSuffix, head… */
  frontMatter?: Record<string, unknown>;
  /** The page type when the front matter names none (spec 2.2: doc for doc pages). */
  defaultType: PageType;
  /** The page title, for `titleSuffix`. */
  title?: string;
}

/**
 * Puts a page's type and front matter into effect (spec 2.2, 3): `data-page-type`
 * and `data-page-hide` on <html> (server-rendered, so the first paint is right;
 * styled by src/css/page-chrome.css), the title with `titleSuffix`, and the
 * `head` tags. Render it after the page's own metadata so its title wins.
 */
export default function PageChrome({ frontMatter, defaultType, title }: Props): ReactNode {
  const chrome = pageChromeFromFrontMatter(frontMatter, defaultType);
  // Always both attributes, even empty: with several PageChrome on one page
  // (Helmet merges them, the innermost winning), a page type that hides nothing
  // must override one that hides something.
  const htmlAttributes = { 'data-page-type': chrome.pageType, 'data-page-hide': chrome.hidden.join(' ') };
  const fullTitle = chrome.titleSuffix && title ? `${title} - ${chrome.titleSuffix}` : undefined;
  return (
    <Head>
      <html {...htmlAttributes} />
      {fullTitle && <title>{fullTitle}</title>}
      {fullTitle && <meta property="og:title" content={fullTitle} />}
      {chrome.head.map(({ tagName: Tag, attributes, innerHTML }, index) => (
        <Tag key={index} {...attributes}>
          {innerHTML}
        </Tag>
      ))}
    </Head>
  );
}
