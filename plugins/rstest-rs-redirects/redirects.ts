/**
 * Pure part of plugins/rstest-rs-redirects: which redirects a build emits.
 */

/** A path without its trailing slash (the root stays `/`). */
export function withoutSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface Redirect {
  from: string;
  to: string;
}

/**
 * The redirects of `mapping` (from → to, `to` may end in #anchor) that this build
 * can serve: the target page exists, and no page of ours is already at `from`
 * (a page written at the old path later wins over its redirect). `routes` are
 * the build's route paths relative to its base URL (`/config/test/bail`,
 * `/api/`). The target is written exactly as its route, so the check of the
 * official plugin finds it.
 */
export function redirectsFor(mapping: Readonly<Record<string, string>>, routes: readonly string[]): Redirect[] {
  const byBarePath = new Map(routes.map((route) => [withoutSlash(route), route]));
  const redirects: Redirect[] = [];
  for (const [from, target] of Object.entries(mapping)) {
    const hashAt = target.indexOf('#');
    const path = hashAt === -1 ? target : target.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : target.slice(hashAt);
    const route = byBarePath.get(withoutSlash(path));
    if (route === undefined || byBarePath.has(withoutSlash(from))) continue;
    redirects.push({ from: withoutSlash(from), to: `${route}${hash}` });
  }
  return redirects;
}
