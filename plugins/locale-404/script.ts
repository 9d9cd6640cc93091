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
