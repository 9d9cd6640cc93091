/**
 * spec 2.1 path normalisation, run in the browser before the app starts:
 * repeated slashes collapse, a trailing `.html` is dropped, a trailing `/index`
 * becomes `/`, and a path
 * whose percent-encoding is malformed (which would make the router throw
 * "URI malformed") has its `%` signs escaped, so it routes to the 404 page.
 * Returns the new pathname, or null when the pathname is fine as it is.
 *
 * Written as plain ES5 without outside references: its source text is inlined
 * into every page (see index.ts).
 */
export function normalizePathname(pathname: string): string | null {
  // A 404.html is reached on purpose (plugins/locale-404 restores the URL there).
  if (/\/404\.html$/.test(pathname)) return null;
  var result = pathname;
  try {
    decodeURI(result);
  } catch (error) {
    result = result.replace(/%/g, '%25');
  }
  result = result.replace(/\/{2,}/g, '/').replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  if (result === '') result = '/';
  return result === pathname ? null : result;
}
