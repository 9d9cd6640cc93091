/**
 * Inline scripts for the 404 pages (see index.ts).
 *
 * A plain static host answers every unknown path with the root 404.html, which
 * is English. `redirectScript` (in the root 404.html) sends a path under another
 * locale to that locale's own 404.html, carrying the original path in `?from=`.
 * `restoreScript` (in each locale's 404.html) puts the original path back into
 * the address bar before the app starts, so the locale's app renders its 404
 * page for the URL the reader asked for.
 */
export const FROM_PARAM = 'from';

export function redirectScript(baseUrl: string, locales: string[]): string {
  const prefixes = locales.map((locale) => `${baseUrl}${locale}/`);
  return `(function(){var p=location.pathname,b=${JSON.stringify(prefixes)};for(var i=0;i<b.length;i++){var t=b[i]+'404.html';if((p.indexOf(b[i])===0||p+'/'===b[i])&&p!==t){window.stop();location.replace(t+'?${FROM_PARAM}='+encodeURIComponent(p+location.search+location.hash));return}}})();`;
}

export function restoreScript(localeBaseUrl: string): string {
  return `(function(){try{var m=/[?&]${FROM_PARAM}=([^&]*)/.exec(location.search);if(!m)return;var t=decodeURIComponent(m[1]);if(t.indexOf(${JSON.stringify(localeBaseUrl)})===0&&t.indexOf('//')!==0)history.replaceState(null,'',t)}catch(e){}})();`;
}

/**
 * spec 2.1: a path that starts with a language prefix the site does not serve
 * (a /zh/ path while the site has one language, or the default language's own
 * /en/) redirects to the same path without it. `baseUrl` is the locale base of
 * the 404 page running this; `languages` are lower-case primary language
 * subtags; `servedPrefixes` the base URLs of the site's prefixed locales.
 * Returns the path without the prefix, or null.
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
  if (languages.indexOf(segment.toLowerCase().split('-')[0]) === -1) return null;
  if (servedPrefixes.indexOf(baseUrl + segment + '/') !== -1) return null;
  return baseUrl + (slash === -1 ? '' : rest.slice(slash + 1));
}

/** The 404 page script for stripLanguagePrefix (see there). */
export function stripPrefixScript(baseUrl: string, languages: readonly string[], servedPrefixes: readonly string[]): string {
  return `(function(){try{var stripLanguagePrefix=${stripLanguagePrefix.toString()};var target=stripLanguagePrefix(location.pathname,${JSON.stringify(baseUrl)},${JSON.stringify(languages)},${JSON.stringify(servedPrefixes)});if(target!==null){window.stop();location.replace(target+location.search+location.hash)}}catch(e){}})();`;
}
