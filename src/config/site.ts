/**
 * Facts about the site shared by the Docusaurus config, plugins and components.
 * Kept free of Node-only imports so client code may import it too.
 */
export const SITE_TITLE = 'Rstest';
export const SITE_URL = 'https://rstest.rs';
export const REPO_URL = 'https://github.com/web-infra-dev/rstest';

/** Base of the edit links: repository URL plus the page's relative file path (spec 1). */
export const EDIT_BASE_URL = `${REPO_URL}/edit/main/`;

export const DEFAULT_LOCALE = 'en';
export const LOCALES = ['en', 'zh'] as const;
export type SiteLocale = (typeof LOCALES)[number];

/** Spec 1: the site subtitle, in both languages. */
export const SITE_TAGLINE: Record<SiteLocale, string> = {
  en: 'A testing framework powered by Rspack, with first-class support for the Rspack ecosystem',
  zh: '基于 Rspack 的测试框架，为 Rspack 生态提供一流支持',
};

/**
 * The site's description: meta and Open Graph description of the home page,
 * the Docusaurus `tagline` and the summary line of llms.txt. It says
 * "JavaScript" (issue 25): assistants otherwise take Rstest for the Rust crate
 * `rstest`. The hero keeps the spec's subtitle (SITE_TAGLINE).
 */
export const SITE_DESCRIPTION: Record<SiteLocale, string> = {
  en: 'Rstest is a JavaScript testing framework powered by Rspack, with first-class support for the Rspack ecosystem.',
  zh: 'Rstest 是基于 Rspack 的 JavaScript 测试框架，为 Rspack 生态提供一流支持。',
};
