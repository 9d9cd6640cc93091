import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  DEFAULT_LOCALE,
  EDIT_BASE_URL,
  LOCALES,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
  type SiteLocale,
} from './src/config/site';
import { navbarItems } from './src/config/navbar';
import { footer } from './src/config/footer';
import { alternateLinks } from './src/config/sitemap';
import { darkCodeTheme, lightCodeTheme } from './src/config/prismThemes';
import locale404Plugin from './plugins/locale-404';
import overviewDataPlugin from './plugins/overview-data';
import urlNormalizePlugin from './plugins/url-normalize';
import llmsTxtPlugin from './plugins/llms-txt';
import searchIndexPlugin from './plugins/search-index';
import { searchOptions } from './src/config/search';

// The config is evaluated once per locale; Docusaurus tells us which one.
const currentLocale = (process.env.DOCUSAURUS_CURRENT_LOCALE ?? DEFAULT_LOCALE) as SiteLocale;

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE[currentLocale] ?? SITE_TAGLINE.en,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // spec 9: '{page title} - {site title}'
  titleDelimiter: '-',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // Its inline script would need a CSP hash on every page; the base URL is fixed.
  baseUrlIssueBanner: false,
  markdown: {
    // Explicit heading ids (`## Title {#id}`) keep anchors identical in English
    // and Chinese pages; future.v4 would otherwise turn this syntax off.
    mdx1Compat: { headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
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
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // spec 2.4: every sidebar group starts expanded.
          sidebarCollapsed: false,
          // spec 1: edit link = repository base URL + the page's relative file path;
          // Chinese pages point at their own source under i18n/zh.
          editUrl: EDIT_BASE_URL,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
          // spec 2.1: shared fragments (folders starting with _) and a theme folder are not routes.
          exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', 'theme/**'],
        },
        blog: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/landing.css', './src/css/doc-layout.css'] },
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

  plugins: [urlNormalizePlugin, locale404Plugin, overviewDataPlugin, llmsTxtPlugin],
  // spec 2.8: hash links scroll to their heading after 100 ms.
  clientModules: ['./src/clientModules/hashScroll.ts'],

  themeConfig: {
    // Open Graph and Twitter card image (scripts/make-og-image.mjs renders it).
    image: 'img/og-image.png',
    metadata: [
      { name: 'twitter:site', content: '@rspack_dev' },
      { name: 'keywords', content: 'rstest, rspack, testing framework, unit test, jest compatible, typescript' },
    ],
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
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
