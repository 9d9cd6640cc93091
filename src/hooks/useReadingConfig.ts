import { useThemeConfig } from '@docusaurus/theme-common';

/**
 * Our own themeConfig keys (spec 3, site data), documented in the README:
 * - `markdown.defaultWrapCode`: code blocks start wrapped (default false);
 * - `enableScrollToTop`: show the scroll-to-top button on doc pages (default false).
 */
export interface ReadingThemeConfig {
  markdown?: { defaultWrapCode?: boolean };
  enableScrollToTop?: boolean;
}

export function useReadingConfig(): { defaultWrapCode: boolean; enableScrollToTop: boolean } {
  const config = useThemeConfig() as ReadingThemeConfig;
  return {
    defaultWrapCode: config.markdown?.defaultWrapCode === true,
    enableScrollToTop: config.enableScrollToTop === true,
  };
}
