import { parseSearchConfig, SEARCH_CONFIG_META_NAME, type SearchConfig } from '@site/src/utils/search/config';
import { fetchText, loadWithTimeout } from '@site/src/utils/search/fetchJson';
import { Searcher, SEARCH_TIMEOUT_MS } from '@site/src/utils/search/searcher';
import { measure } from '@site/src/utils/search/timing';
import { connectEngine, WorkerStartError, type WorkerHandle } from '@site/src/utils/search/workerProtocol';
import type { SearchEngine } from '@site/src/utils/search/types';
import { startSearchWorker } from './searchWorker';

/** The search settings the search-index plugin wrote into this page. */
export function readSearchConfig(lang: string): SearchConfig {
  const meta = document.querySelector(`meta[name="${SEARCH_CONFIG_META_NAME}"]`);
  return parseSearchConfig(meta?.getAttribute('content'), { lang });
}

/**
 * Fetches this locale's index manifest as text (spec 5: a failed request
 * rejects; one that does not answer within REQUEST_TIMEOUT_MS too, issue 39).
 * It is parsed where the engine runs (in the worker, off the page). The time
 * it takes goes to the User Timing API (rstest-search:index-fetch) for the
 * benchmark.
 */
async function fetchManifest(indexUrl: string | undefined): Promise<string> {
  if (!indexUrl) throw new Error('this page has no search index (search works in a production build only)');
  const started = performance.now();
  const text = await loadWithTimeout(fetchText, indexUrl);
  measure('rstest-search:index-fetch', started, performance.now());
  return text;
}

/** A started search worker, or null where workers cannot start (then the engine runs on the page). */
function tryStartWorker(): WorkerHandle | null {
  try {
    return startSearchWorker();
  } catch {
    return null;
  }
}

/**
 * The local engine (issue 39): in a Web Worker, started at once so that its
 * script loads while the manifest is fetched (one round trip, issue 24). If
 * the worker cannot be created, or fails before it is ready (its script
 * blocked or missing), the engine runs on the page instead, from its own
 * chunk; its Chinese cut is linear there too (zhCut.ts). The time from the
 * manifest to a ready engine goes to rstest-search:index-build.
 */
async function loadLocalEngine(config: SearchConfig): Promise<SearchEngine> {
  const worker = tryStartWorker();
  const manifest = fetchManifest(config.indexUrl);
  // The worker fetches the other files of the index from the manifest's folder, by absolute URL.
  const manifestUrl = new URL(config.indexUrl ?? '', window.location.href).href;
  const baseUrl = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  if (worker) {
    let text: string;
    try {
      text = await manifest;
    } catch (error) {
      worker.terminate();
      throw error;
    }
    const started = performance.now();
    try {
      const engine = await connectEngine(worker, { manifest: text, baseUrl, lang: config.lang }, { timeoutMs: SEARCH_TIMEOUT_MS });
      measure('rstest-search:index-build', started, performance.now());
      return engine;
    } catch (error) {
      if (!(error instanceof WorkerStartError)) throw error;
      // The worker's script did not run: search on the page.
    }
  }
  const [{ loadLocalEngine: onPage }, text] = await Promise.all([import('./localEngine'), manifest]);
  return onPage(JSON.parse(text), baseUrl, config.lang);
}

/**
 * Remote mode: the API client has its own timeout (config.timeoutMs) and runs
 * on the page (its work is one request). Its code is a chunk of its own,
 * fetched only in remote mode: a local search does not pay for it (issue 39).
 */
function remoteSearcher(config: SearchConfig): Searcher {
  let describe: (error: unknown) => string = String;
  return new Searcher({
    limit: config.limit,
    loadEngine: async () => {
      const remote = await import('@site/src/utils/search/remote');
      describe = remote.describeRemoteFailure;
      return remote.createRemoteEngine(config);
    },
    // A search fails only once the engine, and so its message, is loaded.
    searchFailedMessage: (error) => describe(error),
  });
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
      ? remoteSearcher(config)
      : config.unbuilt
        ? // Issue 24: under `docusaurus start` there is no index to fetch; the panel says how to get one.
          new Searcher({ limit: config.limit, unavailable: 'unbuilt', loadEngine: () => Promise.reject(new Error('no search index in development')) })
        : new Searcher({ limit: config.limit, timeoutMs: SEARCH_TIMEOUT_MS, loadEngine: () => loadLocalEngine(config) });
  shared = { key, searcher };
  return searcher;
}
