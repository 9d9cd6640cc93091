import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { EDIT_BASE_URL, SITE_TITLE, type SiteLocale } from './site';

/** Feed titles and descriptions; the page title and sidebar come from i18n/zh/docusaurus-plugin-content-blog/options.json. */
const FEED_TEXT: Record<SiteLocale, { title: string; description: string }> = {
  en: { title: `${SITE_TITLE} releases`, description: 'What changed in each minor release of Rstest, and how to upgrade.' },
  zh: { title: `${SITE_TITLE} 版本发布`, description: 'Rstest 每个次版本的变化，以及如何升级。' },
};

/**
 * The built-in blog as "Releases" at /blog (and /zh/blog): one post per minor
 * release, RSS and Atom feeds. Posts carry no authors and no tags, and the
 * checks below fail the build if one does, so no /blog/authors or /blog/tags
 * pages are ever built.
 */
export function blogOptions(locale: SiteLocale): BlogOptions {
  const text = FEED_TEXT[locale] ?? FEED_TEXT.en;
  return {
    path: 'blog',
    routeBasePath: 'blog',
    // The sidebar lists every release; a separate archive page would repeat it.
    archiveBasePath: null,
    blogTitle: 'Releases',
    blogDescription: 'Release notes of Rstest: what each minor release changed and how to upgrade to it.',
    blogSidebarTitle: 'All releases',
    blogSidebarCount: 'ALL',
    postsPerPage: 'ALL',
    showReadingTime: false,
    editUrl: EDIT_BASE_URL,
    editLocalizedFiles: true,
    onInlineAuthors: 'throw',
    onInlineTags: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      type: ['rss', 'atom'],
      title: text.title,
      description: text.description,
      language: locale === 'zh' ? 'zh-CN' : 'en',
      copyright: `Copyright © ${new Date().getFullYear()} Rstest contributors`,
    },
  };
}
