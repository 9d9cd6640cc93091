import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  DEFAULT_LOCALE,
  EDIT_BASE_URL,
  LOCALES,
  SITE_DESCRIPTION,
  SITE_TITLE,
  SITE_URL,
  type SiteLocale,
} from './src/config/site';
import { navbarItems } from './src/config/navbar';
import { footer } from './src/config/footer';
import { blogOptions } from './src/config/blog';
import { alternateLinks } from './src/config/sitemap';
import { darkCodeTheme, lightCodeTheme } from './src/config/prismThemes';
import locale404Plugin from './plugins/locale-404';
import overviewDataPlugin from './plugins/overview-data';
import remarkOverviewData from './plugins/overview-data/remark';
import urlNormalizePlugin from './plugins/url-normalize';
import llmsTxtPlugin from './plugins/llms-txt';
import searchIndexPlugin from './plugins/search-index';
import { searchOptions } from './src/config/search';
import appearancePlugin from './plugins/appearance';
import localeRedirectPlugin from './plugins/locale-redirect';
import pageChromePlugin from './plugins/page-chrome';
import hydrationWarningPlugin from './plugins/hydration-warning';
import bundleStatsPlugin from './plugins/bundle-stats';
import codeHighlightPlugin from './plugins/code-highlight';
import rstestRsRedirectsPlugin from './plugins/rstest-rs-redirects';
import remarkAddedIn from './plugins/added-in';
import leanDocsPlugin from './plugins/lean-docs';
import leanMainPlugin from './plugins/lean-main';
import staticBodiesPlugin from './plugins/static-bodies';
import cssPurgePlugin from './plugins/css-purge';
import { DARK_MODE, HIDE_NAVBAR, LOCALE_REDIRECT } from './src/config/themeSettings';
import { colorModeFor } from './src/utils/themeSettings';
import { toDocusaurusFrontMatter } from './src/utils/pageChrome';

// The config is evaluated once per locale; Docusaurus tells us which one.
const currentLocale = (process.env.DOCUSAURUS_CURRENT_LOCALE ?? DEFAULT_LOCALE) as SiteLocale;

// Broken links fail the build. DOCS_LINKS=warn only reports them: for writers whose
// page links to a page that is being written elsewhere (never set in CI).
const brokenLinks = process.env.DOCS_LINKS === 'warn' ? 'warn' : 'throw';

// Options of the docs plugin (plugins/lean-docs wraps the classic one).
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  // spec 2.4: every sidebar group starts expanded.
  sidebarCollapsed: false,
  // spec 1: edit link = repository base URL + the page's relative file path;
  // Chinese pages point at their own source under i18n/zh.
  editUrl: EDIT_BASE_URL,
  editLocalizedFiles: true,
  showLastUpdateTime: true,
  // Overview pages import their own groups (plugins/overview-data); issue 25:
  // "Added in" badges, looked up at build time (nothing shipped to the browser).
  // Both before the defaults, which take the title (h1) out of the tree.
  beforeDefaultRemarkPlugins: [remarkOverviewData, remarkAddedIn],
  // spec 2.1: shared fragments (folders starting with _) and a theme folder are not routes.
  exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', 'theme/**'],
};

const config: Config = {
  title: SITE_TITLE,
  // The site's description (llms.txt quotes it); the hero shows SITE_TAGLINE.
  tagline: SITE_DESCRIPTION[currentLocale] ?? SITE_DESCRIPTION.en,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // spec 9: '{page title} - {site title}'
  titleDelimiter: '-',

  onBrokenLinks: brokenLinks,
  onBrokenAnchors: brokenLinks,
  onDuplicateRoutes: 'throw',
  // Its inline script would need a CSP hash on every page; the base URL is fixed.
  baseUrlIssueBanner: false,

  // Browser storage keys (theme choice, tabs, the language-redirect visited flag)
  // shared by both locales: the automatic namespace would differ per locale
  // base URL, so a choice made in English would be lost in Chinese. '25b' is
  // the automatic namespace of the English site (a hash of https://rstest.rs/).
  storage: { namespace: '25b' },

  markdown: {
    // spec 2.2 and 3: pageType and the outline switch of the front matter.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      return { ...result, frontMatter: toDocusaurusFrontMatter(result.frontMatter, params.filePath) };
    },
    // Explicit heading ids (`## Title {#id}`) keep anchors identical in English
    // and Chinese pages; future.v4 would otherwise turn this syntax off.
    mdx1Compat: { headingIds: true },
    hooks: { onBrokenMarkdownLinks: brokenLinks, onBrokenMarkdownImages: 'throw' },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      zh: { label: '简体中文', htmlLang: 'zh-CN' },
    },
  },

  future: {
    // faster = Rspack bundler, SWC and Lightning CSS; it requires the v4 flags.
    v4: true,
    faster: true,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is plugins/lean-docs (the classic one with a lighter version prop).
        docs: false,
        // Release notes (blog/, Chinese posts under i18n/zh): a post per minor release.
        blog: blogOptions(currentLocale),
        theme: {
          customCss: ['./src/css/custom.css', './src/css/landing.css', './src/css/doc-layout.css', './src/css/navbar.css', './src/css/page-chrome.css', './src/css/added-in.css', './src/css/blog.css'],
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/search', '/zh/search'],
          // Each URL lists its twin in the other language (xhtml:link hreflang).
          createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) =>
            (await defaultCreateSitemapItems(params)).map((item) => ({ ...item, links: alternateLinks(item.url) })),
        },
      } satisfies Preset.Options,
    ],
  ],

  // Search: easyops indexing, published for our panel by plugins/search-index.
  themes: [[searchIndexPlugin, searchOptions]],

  // appearance must come after the classic theme (preset plugins load first).
  plugins: [[leanDocsPlugin, docsOptions], urlNormalizePlugin, locale404Plugin, overviewDataPlugin, llmsTxtPlugin, appearancePlugin, localeRedirectPlugin, pageChromePlugin, hydrationWarningPlugin, codeHighlightPlugin, bundleStatsPlugin, rstestRsRedirectsPlugin, leanMainPlugin, staticBodiesPlugin, cssPurgePlugin],
  // spec 2.8: hash links scroll to their heading after 100 ms.
  // It also maps rstest.rs heading ids to ours (src/utils/hashAlias.ts).
  clientModules: ['./src/clientModules/hashScroll.ts'],

  themeConfig: {
    // Open Graph and Twitter card image (scripts/make-og-image.mjs renders it).
    image: 'img/og-image.png',
    metadata: [
      { name: 'twitter:site', content: '@rspack_dev' },
      { name: 'keywords', content: 'rstest, rspack, javascript testing framework, testing framework, unit test, jest compatible, typescript' },
    ],
    // spec 3 and 4: light, dark or auto (the default); darkMode false = always light.
    darkMode: DARK_MODE,
    colorMode: colorModeFor(DARK_MODE),
    // spec 2.3: never, always or scroll.
    hideNavbar: HIDE_NAVBAR,
    // spec 4: auto, never or always.
    localeRedirect: LOCALE_REDIRECT,
    navbar: {
      title: SITE_TITLE,
      logo: { alt: 'Rstest logo', src: 'img/rstest-logo.svg', width: 32, height: 32 },
      items: navbarItems,
    },
    // spec 2.4: outline lists heading levels 2 to 4.
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    // Our own keys (src/hooks/useReadingConfig.ts, spec 3): code blocks start
    // unwrapped, and doc pages get the scroll-to-top button.
    markdown: { defaultWrapCode: false },
    enableScrollToTop: true,
    footer: footer(currentLocale),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
