/**
 * spec 3: the `Tool link` entity (one tool of the toolchain, in both languages)
 * and the `Tool card` derived from it for the current language.
 */

/** spec 3 Tool link: name, desc (Chinese), descEn, logo, url, optional urlEn, optional logoScale. */
export interface ToolLink {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  /** Absolute https URL, or a site path such as /img/x.svg. */
  logo: string;
  /** The link for Chinese readers, and for English ones when urlEn is absent. */
  url: string;
  /** The link for English readers, when it differs from url. */
  urlEn?: string;
  /** Optical size correction of the logo inside its fixed box (1 = as is). */
  logoScale?: number;
}

/** spec 3 Tool card: what one card shows in the current language. */
export interface ToolCard {
  name: string;
  desc: string;
  logo: string;
  url: string;
  /** The link's host, shown as the card's link text (e.g. rspack.rs). */
  urlText: string;
  logoScale: number;
}

/** Readers of every locale but Chinese get the English texts. */
function isChinese(locale: string): boolean {
  return locale === 'zh' || locale.startsWith('zh-');
}

/** The host of a URL without a leading www, or the URL itself when it does not parse. */
export function urlText(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function toToolCard(link: ToolLink, locale: string): ToolCard {
  const zh = isChinese(locale);
  const url = zh ? link.url : (link.urlEn ?? link.url);
  return {
    name: link.name,
    desc: zh ? link.desc : link.descEn,
    logo: link.logo,
    url,
    urlText: urlText(url),
    logoScale: link.logoScale ?? 1,
  };
}

export function toToolCards(links: readonly ToolLink[], locale: string): ToolCard[] {
  return links.map((link) => toToolCard(link, locale));
}

/**
 * The letter shown in place of a logo that failed to load: the first letter
 * after the family prefix "Rs" (Rsbuild → B), else the name's first letter.
 */
export function logoMonogram(name: string): string {
  const trimmed = name.trim();
  const rest = /^Rs(\w)/.exec(trimmed)?.[1];
  return (rest ?? trimmed.charAt(0) ?? '?').toUpperCase() || '?';
}
