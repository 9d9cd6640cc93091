/**
 * spec 2.1 and 4: the language redirect decisions, as pure functions.
 *
 * Written as plain functions without outside references (each calls only the
 * ones inlined beside it): their source text is inlined into the pages by
 * index.ts, so the redirect happens before anything renders.
 */
export type LocaleRedirectMode = 'auto' | 'never' | 'always';

export interface LocaleRedirectInput {
  mode: LocaleRedirectMode;
  /** `location.pathname` of the page being visited. */
  pathname: string;
  /** The locale of the page being visited. */
  currentLocale: string;
  /** Every locale of the site and its base URL, e.g. { en: '/', zh: '/zh/' }. */
  localeBaseUrls: Record<string, string>;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  languages: readonly string[];
  userAgent: string;
  /** Whether the visited flag is set; null when browser storage is unavailable. */
  visited: boolean | null;
}

export interface LocaleRedirectDecision {
  /** Where to send the reader (path only), or null to stay. */
  target: string | null;
  /** Whether to set the visited flag now. */
  markVisited: boolean;
}

/** Crawlers and link-preview fetchers: they must see every language as it is. */
export function isBotUserAgent(userAgent: string): boolean {
  return /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|mediapartners-google|google-inspectiontool|feedfetcher|bingpreview|yandex|baiduspider|sogou/i.test(
    userAgent || '',
  );
}

/**
 * The first of the browser's languages that the site has: an exact match
 * (zh-CN for a zh-CN locale) or the same primary language (zh-CN, zh-TW and
 * zh-Hans all pick zh). Null when none of them is a site locale.
 */
export function matchLocale(languages: readonly string[], locales: readonly string[]): string | null {
  for (var i = 0; i < languages.length; i++) {
    var language = String(languages[i] || '').toLowerCase();
    if (!language) continue;
    for (var j = 0; j < locales.length; j++) {
      if (locales[j].toLowerCase() === language) return locales[j];
    }
    var primary = language.split('-')[0];
    for (var k = 0; k < locales.length; k++) {
      if (locales[k].toLowerCase().split('-')[0] === primary) return locales[k];
    }
  }
  return null;
}

/**
 * spec 4: with `auto`, the first visit of a browser whose language is another
 * supported locale goes to the same page in that language, once (the visited
 * flag), never for bots; `always` does so on every visit; `never` does nothing.
 * Without working storage, `auto` stays put rather than redirect every time.
 */
export function decideLocaleRedirect(input: LocaleRedirectInput): LocaleRedirectDecision {
  var stay = { target: null, markVisited: false };
  if (input.mode !== 'auto' && input.mode !== 'always') return stay;
  if (isBotUserAgent(input.userAgent)) return stay;
  if (input.mode === 'auto' && input.visited !== false) return stay;
  var markVisited = input.mode === 'auto';
  var wanted = matchLocale(input.languages, Object.keys(input.localeBaseUrls));
  var currentBase = input.localeBaseUrls[input.currentLocale];
  if (!wanted || wanted === input.currentLocale || !currentBase) return { target: null, markVisited: markVisited };
  var rest: string | null = null;
  if (input.pathname.indexOf(currentBase) === 0) rest = input.pathname.slice(currentBase.length);
  else if (input.pathname + '/' === currentBase) rest = '';
  if (rest === null) return { target: null, markVisited: markVisited };
  return { target: input.localeBaseUrls[wanted] + rest, markVisited: markVisited };
}

/**
 * spec 2.1: a path that starts with a language prefix the site does not serve
 * (a /zh/ path while the site has one language, or the default language's own
 * /en/) redirects to the same path without it. `baseUrl` is the base URL of
 * the locale whose 404 page runs this; `languages` are lower-case primary
 * language subtags; `servedPrefixes` the base URLs of the site's prefixed
 * locales. Returns the path without the prefix, or null.
 */
export function stripLanguagePrefix(
  pathname: string,
  baseUrl: string,
  languages: readonly string[],
  servedPrefixes: readonly string[],
): string | null {
  if (pathname.indexOf(baseUrl) !== 0) return null;
  var rest = pathname.slice(baseUrl.length);
  var slash = rest.indexOf('/');
  var segment = slash === -1 ? rest : rest.slice(0, slash);
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(segment)) return null;
  if (languages.indexOf(segment.toLowerCase().split('-')[0]!) === -1) return null;
  if (servedPrefixes.indexOf(baseUrl + segment + '/') !== -1) return null;
  return baseUrl + (slash === -1 ? '' : rest.slice(slash + 1));
}
