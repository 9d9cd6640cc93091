import { decideLocaleRedirect, isBotUserAgent, matchLocale, stripLanguagePrefix, type LocaleRedirectMode } from './decide';

export interface RedirectScriptOptions {
  mode: LocaleRedirectMode;
  currentLocale: string;
  localeBaseUrls: Record<string, string>;
  /** Browser storage holding the visited flag (Docusaurus's site storage). */
  storageType: string;
  visitedKey: string;
}

/**
 * The head script of every page (spec 4): reads the browser's languages, the
 * user agent and the visited flag, asks decideLocaleRedirect, sets the flag and
 * replaces the page with the same page in the browser's language. It stops the
 * current page first so nothing of it renders.
 */
export function redirectScript(options: RedirectScriptOptions): string {
  const { mode, currentLocale, localeBaseUrls, storageType, visitedKey } = options;
  return `(function(){try{var isBotUserAgent=${isBotUserAgent.toString()};var matchLocale=${matchLocale.toString()};var decideLocaleRedirect=${decideLocaleRedirect.toString()};var key=${JSON.stringify(visitedKey)};var storage=null;var visited=null;try{storage=window[${JSON.stringify(storageType)}];visited=storage.getItem(key)!==null}catch(e){storage=null}var languages=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];var decision=decideLocaleRedirect({mode:${JSON.stringify(mode)},pathname:location.pathname,currentLocale:${JSON.stringify(currentLocale)},localeBaseUrls:${JSON.stringify(localeBaseUrls)},languages:languages,userAgent:navigator.userAgent,visited:visited});if(decision.markVisited&&storage)try{storage.setItem(key,'1')}catch(e){}if(decision.target){window.stop();location.replace(decision.target+location.search+location.hash)}}catch(e){}})();`;
}

/**
 * The head script for spec 2.1's language prefixes. It runs on every page but
 * acts only on the 404 page (server-rendered with data-page-type="404" on
 * <html>, which is parsed before this script runs), so a real route is never
 * redirected, whatever its first path segment.
 */
export function stripPrefixScript(baseUrl: string, languages: readonly string[], servedPrefixes: readonly string[]): string {
  return `(function(){try{if(document.documentElement.getAttribute('data-page-type')!=='404')return;var stripLanguagePrefix=${stripLanguagePrefix.toString()};var target=stripLanguagePrefix(location.pathname,${JSON.stringify(baseUrl)},${JSON.stringify(languages)},${JSON.stringify(servedPrefixes)});if(target!==null){window.stop();location.replace(target+location.search+location.hash)}}catch(e){}})();`;
}
