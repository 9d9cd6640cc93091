import { DEFAULT_SEARCH_LIMIT } from './searcher';

/**
 * The search settings of a page. The search-index plugin writes them into
 * every HTML page as <meta name="rstest-search" content="{json}">, because
 * the index URL carries a hash of the index content, which is only known once
 * the pages are built (see plugins/search-index).
 */
export const SEARCH_CONFIG_META_NAME = 'rstest-search';

/** Stands for the index URL in the HTML until postBuild knows the hash. */
export const INDEX_URL_PLACEHOLDER = '__RSTEST_SEARCH_INDEX_URL__';

/** spec 3: a remote index, by name or with a label to show. */
export type SearchIndexOption = string | { value: string; label: string };

/** spec 3 "search config" (mode, versioned, indexName, apiUrl, searchIndexes) plus our limits. */
export interface SearchConfig {
  mode: 'local' | 'remote';
  /** Local mode: each docs version has its own index (this site has one version). */
  versioned: boolean;
  /** The name of this site's own index; remote groups with this name are listed first. */
  indexName: string;
  /** Remote mode: GET {apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=… */
  apiUrl?: string;
  searchIndexes: SearchIndexOption[];
  /** spec 9: matches per query. */
  limit: number;
  /** Remote mode: a request slower than this is abandoned (and logged). */
  timeoutMs: number;
  /** The page's locale, sent as `lang` in remote mode. */
  lang: string;
  /** Local mode: the hashed URL of this locale's index. */
  indexUrl?: string;
  /**
   * The page still holds the placeholder for the index URL: it was served by
   * the development server, where the build step that writes the index never runs.
   */
  unbuilt?: boolean;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 5000;

export const DEFAULT_INDEX_NAME = 'default';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseIndexes(value: unknown): SearchIndexOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): SearchIndexOption[] => {
    if (typeof item === 'string' && item) return [item];
    if (isRecord(item) && typeof item.value === 'string' && item.value) {
      return [{ value: item.value, label: typeof item.label === 'string' && item.label ? item.label : item.value }];
    }
    return [];
  });
}

/** The value sent for an index, and the label shown for it. */
export const indexValue = (option: SearchIndexOption): string => (typeof option === 'string' ? option : option.value);
export const indexLabel = (option: SearchIndexOption): string => (typeof option === 'string' ? option : option.label);

/**
 * Reads the settings (a JSON string or an object). Anything missing or of the
 * wrong type falls back to the local-mode defaults, so a damaged tag can only
 * turn search off, never break the page.
 */
export function parseSearchConfig(raw: unknown, defaults: { lang: string }): SearchConfig {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
  }
  const input = isRecord(value) ? value : {};
  const positive = (n: unknown, fallback: number) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback);
  const indexUrl = typeof input.indexUrl === 'string' && input.indexUrl && input.indexUrl !== INDEX_URL_PLACEHOLDER ? input.indexUrl : undefined;
  return {
    mode: input.mode === 'remote' ? 'remote' : 'local',
    versioned: input.versioned === true,
    indexName: typeof input.indexName === 'string' && input.indexName ? input.indexName : DEFAULT_INDEX_NAME,
    apiUrl: typeof input.apiUrl === 'string' && input.apiUrl ? input.apiUrl : undefined,
    searchIndexes: parseIndexes(input.searchIndexes),
    limit: positive(input.limit, DEFAULT_SEARCH_LIMIT),
    timeoutMs: positive(input.timeoutMs, DEFAULT_REMOTE_TIMEOUT_MS),
    lang: typeof input.lang === 'string' && input.lang ? input.lang : defaults.lang,
    indexUrl,
    ...(input.indexUrl === INDEX_URL_PLACEHOLDER ? { unbuilt: true } : {}),
  };
}
