/**
 * The page's data block (see ../routeChunksFormat.ts, PageData), written into
 * each page's HTML by the build and read once, at start-up. A page without it,
 * or with anything unreadable in it, gets empty data: everything then goes
 * through the whole registry.
 */
import { DATA_ELEMENT_ID, type BranchRoute, type PageData } from '../routeChunksFormat';

const isRecord = (value: unknown): value is Record<string, never> => !!value && typeof value === 'object' && !Array.isArray(value);

export function readPageData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageData {
  const empty: PageData = { chunks: {}, names: {}, routes: [], prefetch: {} };
  const text = doc?.getElementById(DATA_ELEMENT_ID)?.textContent;
  if (!text) return empty;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return empty;
  }
  if (!isRecord(data)) return empty;
  const { path, chunks, names, routes, home, registry, prefetch } = data as Record<string, unknown>;
  return {
    ...(typeof path === 'string' ? { path } : {}),
    ...(typeof registry === 'string' || typeof registry === 'number' ? { registry } : {}),
    chunks: isRecord(chunks) ? chunks : {},
    names: isRecord(names) ? names : {},
    routes: Array.isArray(routes) ? routes : [],
    ...(isRecord(home) && typeof home.key === 'string' && typeof home.path === 'string' ? { home: home as unknown as BranchRoute } : {}),
    prefetch: isRecord(prefetch) ? prefetch : {},
  };
}

export const pageData = readPageData();
