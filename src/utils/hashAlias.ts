import { RSTEST_RS_ANCHORS } from '../config/rstestRsRedirects';

/**
 * Our page path of a pathname, as RSTEST_RS_ANCHORS keys it: without the /zh
 * prefix (both locales share heading ids) and without a trailing slash.
 */
export function anchorPagePath(pathname: string, localePrefixes: readonly string[] = ['zh']): string {
  let path = pathname;
  for (const locale of localePrefixes) {
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) {
      path = path.slice(locale.length + 1) || '/';
      break;
    }
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Letters and digits only, with rstest.rs's `rs` prefix read as our `rstest`. */
function letters(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^rs(?!test)/, 'rstest');
}

/**
 * The id on this page that an old (rstest.rs) anchor stands for, or null when
 * the anchor already names an element or names nothing we know.
 * `ids` are the ids present on the page.
 *
 * - an explicit entry of RSTEST_RS_ANCHORS (members that share one section);
 * - otherwise the one id with the same letters (`rsspyon` → `rstest-spyon`,
 *   `beforeall` → `before-all`); two or more candidates are ambiguous: null.
 */
export function resolveHashAlias(pathname: string, id: string, ids: readonly string[]): string | null {
  if (!id || ids.includes(id)) return null;
  const present = new Set(ids);
  const explicit = RSTEST_RS_ANCHORS[anchorPagePath(pathname)]?.[id.toLowerCase()];
  if (explicit && present.has(explicit)) return explicit;
  const key = letters(id);
  if (!key) return null;
  const candidates = ids.filter((candidate) => letters(candidate) === key);
  return candidates.length === 1 ? candidates[0] : null;
}
