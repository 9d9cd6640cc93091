import { IndexPartError } from './indexPartError';
import { LruCache, SEARCH_CACHE_SIZE } from './lruCache';
import type { IndexState, SearchEngine, SearchSuggestion } from './types';

/** spec 9: up to 7 matches per query unless configured otherwise. */
export const DEFAULT_SEARCH_LIMIT = 7;

/**
 * The longest keyword searched, in characters: the panel's input keeps 200
 * (its maxLength); a longer text given another way is cut to as many, so the
 * work of one search stays bounded (issue 39).
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * How long a search, or the load of the index, may take before the panel
 * gives up with the index failure (issue 39: a stalled request left the panel
 * blank for 45 s). Each file has its own, shorter timeout
 * (REQUEST_TIMEOUT_MS, 8 s), after which it is fetched again by the next
 * query; this one covers a search that waits on several files in turn, and a
 * worker that never answers.
 */
export const SEARCH_TIMEOUT_MS = 10_000;

/**
 * How long a search may take before the panel shows its loading state
 * (issue 39). Results normally come within 20 ms of the debounce, and a
 * fetched file within a round trip; under 0.4 s the wait does not read as a
 * pause, and a loading line that flashed for less would only flicker.
 */
export const LOADING_DELAY_MS = 400;

/** spec 5 and 8: logged, word for word, when the index cannot be fetched or parsed. */
export const INDEX_FETCH_FAILED_MESSAGE = 'Failed to fetch search index, please reload the page and try again.';

export { IndexPartError };

export interface SearcherOptions {
  /** Fetches and builds the index (local mode) or prepares the API client (remote mode). */
  loadEngine: () => Promise<SearchEngine>;
  limit?: number;
  cacheSize?: number;
  /** Where failures are logged; the console by default. */
  logger?: Pick<Console, 'error' | 'debug'>;
  /** Logged when the engine throws while searching (remote mode describes the cause). */
  searchFailedMessage?: string | ((error: unknown) => string);
  /**
   * A load or search that takes longer fails (local mode: SEARCH_TIMEOUT_MS;
   * remote mode has the API client's own timeout). A search that times out is
   * an index failure; the next query tries again.
   */
  timeoutMs?: number;
  /**
   * Set when this page cannot have an index at all: `unbuilt` for a page served
   * by the development server, which never runs the build step that writes the
   * index (issue 24). Nothing is fetched or logged; the panel says how to get search.
   */
  unavailable?: 'unbuilt';
}

/**
 * What a search found, and whether it could run at all: `index` when the index
 * (or remote client) could not be loaded, `search` when the engine failed.
 * The suggestions are then empty (spec 5, 8); the panel says which failure it was.
 */
export interface SearchOutcome {
  suggestions: SearchSuggestion[];
  failure: 'index' | 'search' | 'unbuilt' | null;
}

/**
 * Owns one search index for the page's lifetime: loads it once, on demand
 * (spec 4: initial → initing → inited), answers keywords through a bounded
 * cache (spec 9: 100 entries), and turns every failure into a logged message
 * and an empty list (spec 5, 8), never an exception.
 */
/** A trimmed keyword's key in the searcher's cache: case does not matter. */
const cacheKey = (query: string, limit: number) => `${limit}\u0000${query.toLowerCase()}`;

/** The keyword as searched: trimmed, and at most MAX_QUERY_LENGTH characters (code points: an emoji is not split). */
export function searchedKeyword(keyword: string): string {
  const trimmed = keyword.trim();
  if (trimmed.length <= MAX_QUERY_LENGTH) return trimmed;
  return [...trimmed].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** Thrown when a load or a search takes longer than the Searcher's timeout. */
export class SearchTimeoutError extends IndexPartError {
  constructor(what: string, ms: number) {
    super(`${what} took longer than ${ms} ms`);
    this.name = 'SearchTimeoutError';
  }
}

/** `promise`, or a SearchTimeoutError after `ms` (no timeout when ms is undefined). */
function within<T>(promise: Promise<T>, ms: number | undefined, what: string): Promise<T> {
  if (ms === undefined) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SearchTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class Searcher {
  readonly limit: number;
  readonly unavailable: 'unbuilt' | undefined;
  readonly #loadEngine: () => Promise<SearchEngine>;
  readonly #cache: LruCache<string, SearchSuggestion[]>;
  readonly #logger: Pick<Console, 'error' | 'debug'>;
  readonly #searchFailedMessage: string | ((error: unknown) => string);
  readonly #listeners = new Set<() => void>();
  readonly #timeoutMs: number | undefined;
  #state: IndexState = 'initial';
  #loading: Promise<SearchEngine | null> | null = null;
  #engine: SearchEngine | null = null;

  constructor({
    loadEngine,
    limit = DEFAULT_SEARCH_LIMIT,
    cacheSize = SEARCH_CACHE_SIZE,
    logger = console,
    searchFailedMessage = INDEX_FETCH_FAILED_MESSAGE,
    unavailable,
    timeoutMs,
  }: SearcherOptions) {
    this.unavailable = unavailable;
    this.#timeoutMs = timeoutMs;
    this.#loadEngine = loadEngine;
    this.#searchFailedMessage = searchFailedMessage;
    this.limit = limit;
    this.#cache = new LruCache(cacheSize);
    this.#logger = logger;
  }

  get state(): IndexState {
    return this.#state;
  }

  /** Number of cached keyword results (for tests and the benchmark). */
  get cacheSize(): number {
    return this.#cache.size;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getState = (): IndexState => this.#state;

  #setState(state: IndexState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }

  /**
   * Starts loading the index if nobody has yet; concurrent callers share one
   * load. On failure the message is logged once, the state goes back to
   * initial (so a later search tries again) and the result is null.
   */
  load(): Promise<SearchEngine | null> {
    if (this.unavailable) return Promise.resolve(null);
    if (this.#engine) return Promise.resolve(this.#engine);
    if (this.#loading) return this.#loading;
    this.#setState('initing');
    this.#loading = (async () => {
      try {
        const engine = await within(this.#loadEngine(), this.#timeoutMs, 'loading the search index');
        this.#engine = engine;
        this.#setState('inited');
        return engine;
      } catch (error) {
        // spec 5: exactly this message; the cause goes to the debug level.
        this.#logger.error(INDEX_FETCH_FAILED_MESSAGE);
        this.#logger.debug(error);
        this.#setState('initial');
        return null;
      } finally {
        this.#loading = null;
      }
    })();
    return this.#loading;
  }

  /**
   * spec 5: an empty or whitespace-only keyword searches nothing. Anything
   * else is answered from the cache or the engine. A failure is logged and
   * yields [], and is not cached: the same keyword asks the engine again.
   */
  async search(keyword: string, limit: number = this.limit): Promise<SearchSuggestion[]> {
    return (await this.query(keyword, limit)).suggestions;
  }

  /**
   * Lets the engine start fetching what this keyword needs before the debounce
   * fires (issue 24: the debounce window is spent on the network, not waited
   * for after it). Does nothing for a cached keyword, without an engine that
   * prefetches, or before the index load has started (it never starts one, so
   * a failed load is not retried, nor logged again, on every keystroke).
   * `documents`: the keyword came whole (SearchEngine.prefetch).
   */
  prefetch(keyword: string, { limit = this.limit, documents = false }: { limit?: number; documents?: boolean } = {}): void {
    const query = searchedKeyword(keyword);
    if (!query || this.unavailable || this.#cache.has(cacheKey(query, limit))) return;
    const start = (engine: SearchEngine | null) => {
      try {
        engine?.prefetch?.(query, limit, documents);
      } catch {
        // A prefetch is a hint; the search reports what went wrong.
      }
    };
    if (this.#engine) start(this.#engine);
    else void this.#loading?.then(start);
  }

  /** Like search(), and tells whether the index or the engine failed (issue 17). */
  async query(keyword: string, limit: number = this.limit): Promise<SearchOutcome> {
    const query = searchedKeyword(keyword);
    if (!query) return { suggestions: [], failure: null };
    const key = cacheKey(query, limit);
    const cached = this.#cache.get(key);
    if (cached) return { suggestions: cached, failure: null };
    if (this.unavailable) return { suggestions: [], failure: this.unavailable };
    const engine = await this.load();
    if (!engine) return { suggestions: [], failure: 'index' };
    try {
      const results = await within(Promise.resolve(engine.search(query, limit)), this.#timeoutMs, 'the search');
      this.#cache.set(key, results);
      return { suggestions: results, failure: null };
    } catch (error) {
      const message = this.#searchFailedMessage;
      this.#logger.error(typeof message === 'function' ? message(error) : message);
      this.#logger.debug(error);
      return { suggestions: [], failure: error instanceof IndexPartError ? 'index' : 'search' };
    }
  }
}
