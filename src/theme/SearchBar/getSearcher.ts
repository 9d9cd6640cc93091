import { parseSearchConfig, SEARCH_CONFIG_META_NAME, type SearchConfig } from '@site/src/utils/search/config';
import { createRemoteEngine, describeRemoteFailure } from '@site/src/utils/search/remote';
import { Searcher } from '@site/src/utils/search/searcher';

/** The search settings the search-index plugin wrote into this page. */
export function readSearchConfig(lang: string): SearchConfig {
  const meta = document.querySelector(`meta[name="${SEARCH_CONFIG_META_NAME}"]`);
  return parseSearchConfig(meta?.getAttribute('content'), { lang });
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
            // A separate chunk: lunr and the index code load with the index, not with the page.
            loadEngine: async () => (await import('./localEngine')).loadLocalEngine(config.indexUrl, config.lang),
          });
  shared = { key, searcher };
  return searcher;
}
