import { parseSearchConfig, SEARCH_CONFIG_META_NAME, type SearchConfig } from '@site/src/utils/search/config';
import { fetchJson } from '@site/src/utils/search/fetchJson';
import { createRemoteEngine, describeRemoteFailure } from '@site/src/utils/search/remote';
import { Searcher } from '@site/src/utils/search/searcher';
import { measure } from '@site/src/utils/search/timing';

/** The search settings the search-index plugin wrote into this page. */
export function readSearchConfig(lang: string): SearchConfig {
  const meta = document.querySelector(`meta[name="${SEARCH_CONFIG_META_NAME}"]`);
  return parseSearchConfig(meta?.getAttribute('content'), { lang });
}

/**
 * Fetches this locale's index manifest (spec 5: a failed or unreadable index
 * rejects). The time it takes goes to the User Timing API
 * (rstest-search:index-fetch) for the benchmark.
 */
async function fetchManifest(indexUrl: string | undefined): Promise<unknown> {
  if (!indexUrl) throw new Error('this page has no search index (search works in a production build only)');
  const started = performance.now();
  const json = await fetchJson(indexUrl);
  measure('rstest-search:index-fetch', started, performance.now());
  return json;
}

let shared: { key: string; searcher: Searcher } | undefined;

/**
 * One Searcher per page session and config: the index survives closing the
 * panel and client-side navigation, so it is fetched at most once.
 */
export function getSearcher(config: SearchConfig): Searcher {
  const key = JSON.stringify(config);
  if (shared?.key === key) return shared.searcher;
  const searcher =
    config.mode === 'remote'
      ? new Searcher({ limit: config.limit, loadEngine: async () => createRemoteEngine(config), searchFailedMessage: describeRemoteFailure })
      : config.unbuilt
        ? // Issue 24: under `docusaurus start` there is no index to fetch; the panel says how to get one.
          new Searcher({ limit: config.limit, unavailable: 'unbuilt', loadEngine: () => Promise.reject(new Error('no search index in development')) })
        : new Searcher({
            limit: config.limit,
            // A separate chunk: lunr and the index code load with the index, not with the
            // page. The chunk and the manifest are fetched side by side (issue 24: one round trip).
            loadEngine: async () => {
              const [{ loadLocalEngine }, json] = await Promise.all([import('./localEngine'), fetchManifest(config.indexUrl)]);
              return loadLocalEngine(json, config.indexUrl!, config.lang);
            },
          });
  shared = { key, searcher };
  return searcher;
}
