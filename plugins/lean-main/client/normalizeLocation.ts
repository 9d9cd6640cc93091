/**
 * Docusaurus's normalizeLocation (core/lib/client/normalizeLocation.js) on the
 * live route table: a path registered with an `.html` ending keeps it; other
 * paths lose a trailing `.html` or `/index.html`. It runs as a location is
 * rendered, before the whole table may be in: an answer reached without it is
 * not remembered.
 */
import { matchRoutes } from 'react-router-config';
import { hasAllRoutes, routes } from './liveRoutes';

const pathnames = new Map<string, string>();

export default function normalizeLocation<T extends { pathname: string }>(location: T): T {
  const known = pathnames.get(location.pathname);
  if (known !== undefined) return { ...location, pathname: known };
  const exact = matchRoutes(routes, location.pathname).some(({ route }) => route.exact === true);
  const pathname = exact ? location.pathname : location.pathname.trim().replace(/(?:\/index)?\.html$/, '') || '/';
  if (hasAllRoutes()) pathnames.set(location.pathname, pathname);
  return exact ? location : { ...location, pathname };
}
