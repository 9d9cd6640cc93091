import { DEFAULT_LOCALE, LOCALES, SITE_URL } from './site';

export interface AlternateLink {
  lang: string;
  url: string;
}

const HREFLANG: Record<string, string> = { en: 'en', zh: 'zh-CN' };

/**
 * hreflang alternates of a page URL for the sitemap: the page in every locale,
 * plus x-default (the default locale). Works from either locale's URL.
 */
export function alternateLinks(url: string, siteUrl = SITE_URL, locales: readonly string[] = LOCALES): AlternateLink[] {
  const base = siteUrl.replace(/\/$/, '');
  let path = url.startsWith(base) ? url.slice(base.length) || '/' : url;
  for (const locale of locales) {
    if (locale !== DEFAULT_LOCALE && (path === `/${locale}` || path.startsWith(`/${locale}/`))) {
      path = path.slice(locale.length + 1) || '/';
      break;
    }
  }
  const localized = (locale: string) => `${base}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${path}`;
  return [
    ...locales.map((locale) => ({ lang: HREFLANG[locale] ?? locale, url: localized(locale) })),
    { lang: 'x-default', url: localized(DEFAULT_LOCALE) },
  ];
}
