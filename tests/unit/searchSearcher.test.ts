import { debounce, SEARCH_DEBOUNCE_MS } from '../../src/utils/search/debounce';
import { flattenGroups, groupSuggestions, pageOf } from '../../src/utils/search/group';
import { LruCache, SEARCH_CACHE_SIZE } from '../../src/utils/search/lruCache';
import { DEFAULT_SEARCH_LIMIT, INDEX_FETCH_FAILED_MESSAGE, IndexPartError, Searcher } from '../../src/utils/search/searcher';
import type { SearchEngine, SearchSuggestion } from '../../src/utils/search/types';

const suggestion = (title: string, link: string, type: SearchSuggestion['type'] = 'content', index?: string): SearchSuggestion => ({
  type,
  title,
  header: title,
  link,
  query: 'q',
  statement: '',
  highlights: [],
  ...(index ? { index } : {}),
});

const logger = () => ({ error: jest.fn(), debug: jest.fn() });

/** An engine that answers "<keyword>:<limit>" and counts its calls. */
function fakeEngine(): SearchEngine & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    search(keyword, limit) {
      calls.push(keyword);
      return [suggestion(`${keyword}:${limit}`, `/${keyword}`)];
    },
  };
}

describe('constants (spec 9)', () => {
  it('has the spec values', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(150);
    expect(SEARCH_CACHE_SIZE).toBe(100);
    expect(DEFAULT_SEARCH_LIMIT).toBe(7);
    expect(INDEX_FETCH_FAILED_MESSAGE).toBe('Failed to fetch search index, please reload the page and try again.');
  });
});

describe('groupSuggestions (spec 2.7: grouped by page title)', () => {
  it('groups by page in order of first appearance and numbers items in display order', () => {
    const input = [
      suggestion('retry', '/config/test/retry', 'title'),
      suggestion('test', '/api/test-api/test#retry', 'header'),
      suggestion('retry', '/config/test/retry#default', 'content'),
      suggestion('CLI', '/guide/basic/cli#retry'),
      suggestion('test', '/api/test-api/test#options'),
    ];
    const groups = groupSuggestions(input);
    expect(groups.map((g) => g.title)).toEqual(['retry', 'test', 'CLI']);
    expect(groups.map((g) => g.items.map((item) => [item.suggestion.link, item.position]))).toEqual([
      [
        ['/config/test/retry', 0],
        ['/config/test/retry#default', 1],
      ],
      [
        ['/api/test-api/test#retry', 2],
        ['/api/test-api/test#options', 3],
      ],
      [['/guide/basic/cli#retry', 4]],
    ]);
    // The arrow keys walk the list in the order it is shown.
    expect(flattenGroups(groups).map((s) => s.link)).toEqual([
      '/config/test/retry',
      '/config/test/retry#default',
      '/api/test-api/test#retry',
      '/api/test-api/test#options',
      '/guide/basic/cli#retry',
    ]);
  });

  it('keeps two pages with the same title apart, and remote indexes apart', () => {
    const groups = groupSuggestions([
      suggestion('Options', '/a/options'),
      suggestion('Options', '/b/options'),
      suggestion('Options', '/a/options#x'),
      suggestion('Options', '/a/options', 'title', 'Rspack'),
    ]);
    expect(groups.map((g) => [g.title, g.items.length, g.index])).toEqual([
      ['Options', 2, undefined],
      ['Options', 1, undefined],
      ['Options', 1, 'Rspack'],
    ]);
  });

  it('returns no group for no suggestion', () => {
    expect(groupSuggestions([])).toEqual([]);
  });

  it.each([
    ['/a/b#c', '/a/b'],
    ['/a/b', '/a/b'],
    ['https://x.dev/a#b', 'https://x.dev/a'],
  ])('pageOf(%s) is %s', (link, page) => {
    expect(pageOf(link)).toBe(page);
  });
});

describe('debounce (spec 9: 150 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls once, 150 ms after the last call, with the last arguments', () => {
    const fn = jest.fn();
    const debounced = debounce(fn);
    debounced('r');
    jest.advanceTimersByTime(100);
    debounced('re');
    jest.advanceTimersByTime(100);
    debounced('ret');
    jest.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ret');
  });

  it('can be flushed: the pending call runs at once, and only once', () => {
    const fn = jest.fn();
    const debounced = debounce(fn);
    expect(debounced.flush()).toBe(false);
    debounced('now');
    expect(debounced.flush()).toBe(true);
    expect(fn).toHaveBeenCalledWith('now');
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 150);
    debounced('x');
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    debounced('y');
    jest.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledWith('y');
  });
});

describe('LruCache (spec 9: at most 100 entries)', () => {
  it('drops an entry on delete, and says whether there was one', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    expect(cache.has('a')).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('never holds more than its bound and drops the least recently used', () => {
    const cache = new LruCache<string, number>();
    for (let i = 0; i < 150; i += 1) cache.set(`k${i}`, i);
    expect(cache.size).toBe(100);
    expect(cache.has('k49')).toBe(false);
    expect(cache.get('k50')).toBe(50);
    cache.set('new', 1); // k50 was just read, so k51 goes
    expect(cache.has('k50')).toBe(true);
    expect(cache.has('k51')).toBe(false);
    expect(cache.size).toBe(100);
  });

  it('rejects a bound that is not a positive integer', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
    expect(() => new LruCache(1.5)).toThrow(RangeError);
  });
});

describe('Searcher', () => {
  it('goes initial → initing → inited, loading the index once for concurrent callers', async () => {
    const engine = fakeEngine();
    let release!: () => void;
    const loadEngine = jest.fn(() => new Promise<SearchEngine>((resolve) => (release = () => resolve(engine))));
    const searcher = new Searcher({ loadEngine, logger: logger() });
    const states: string[] = [searcher.state];
    searcher.subscribe(() => states.push(searcher.state));
    const a = searcher.search('mock');
    const b = searcher.load();
    expect(searcher.state).toBe('initing');
    release();
    await expect(a).resolves.toHaveLength(1);
    await b;
    await searcher.load();
    expect(loadEngine).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['initial', 'initing', 'inited']);
  });

  it.each(['', '   ', '\n\t'])('searches nothing for the empty keyword %j (spec 5), and loads nothing', async (keyword) => {
    const loadEngine = jest.fn(async () => fakeEngine());
    const log = logger();
    const searcher = new Searcher({ loadEngine, logger: log });
    await expect(searcher.search(keyword)).resolves.toEqual([]);
    expect(loadEngine).not.toHaveBeenCalled();
    expect(searcher.state).toBe('initial');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('passes the trimmed keyword and the limit (7 by default, configurable)', async () => {
    const engine = fakeEngine();
    const searcher = new Searcher({ loadEngine: async () => engine, logger: logger() });
    expect((await searcher.search('  mock  '))[0].title).toBe('mock:7');
    const five = new Searcher({ loadEngine: async () => engine, limit: 5, logger: logger() });
    expect((await five.search('spy'))[0].title).toBe('spy:5');
  });

  it('reports a missing index part (a term shard or chunk) as an index failure, and asks again next time', async () => {
    const log = logger();
    let fail = true;
    const engine: SearchEngine = {
      search: async (keyword) => {
        if (fail) throw new IndexPartError('search term shard 3 could not be fetched or read');
        return fakeEngine().search(keyword, 7);
      },
    };
    const searcher = new Searcher({ loadEngine: async () => engine, logger: log });
    await expect(searcher.query('mock')).resolves.toEqual({ suggestions: [], failure: 'index' });
    expect(log.error).toHaveBeenCalledWith(INDEX_FETCH_FAILED_MESSAGE);
    fail = false;
    expect((await searcher.query('mock')).suggestions).toHaveLength(1);
  });

  it('passes a prefetch to the engine once its load has started, never for a cached keyword, never starting a load itself', async () => {
    const prefetched: string[] = [];
    const engine: SearchEngine = { ...fakeEngine(), prefetch: (keyword, limit) => prefetched.push(`${keyword}:${limit}`) };
    let release!: () => void;
    const loadEngine = jest.fn(() => new Promise<SearchEngine>((resolve) => (release = () => resolve(engine))));
    const searcher = new Searcher({ loadEngine, logger: logger() });
    searcher.prefetch('mock');
    expect(loadEngine).not.toHaveBeenCalled();
    const loading = searcher.load();
    searcher.prefetch('  spy ');
    searcher.prefetch('   ');
    release();
    await loading;
    expect(prefetched).toEqual(['spy:7']);
    await searcher.search('retry');
    searcher.prefetch('retry');
    searcher.prefetch('retries');
    expect(prefetched).toEqual(['spy:7', 'retries:7']);
  });

  it('ignores a prefetch that throws, and an engine without prefetch (remote mode)', async () => {
    const log = logger();
    const prefetch = () => {
      throw new Error('boom');
    };
    const throwing = new Searcher({ loadEngine: async () => ({ ...fakeEngine(), prefetch }), logger: log });
    await throwing.load();
    expect(() => throwing.prefetch('mock')).not.toThrow();
    const plain = new Searcher({ loadEngine: async () => fakeEngine(), logger: log });
    await plain.load();
    expect(() => plain.prefetch('mock')).not.toThrow();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('under the development server, fetches and logs nothing and reports the unbuilt site', async () => {
    const log = logger();
    const loadEngine = jest.fn(async () => fakeEngine());
    const searcher = new Searcher({ loadEngine, logger: log, unavailable: 'unbuilt' });
    await expect(searcher.load()).resolves.toBeNull();
    await expect(searcher.query('mock')).resolves.toEqual({ suggestions: [], failure: 'unbuilt' });
    expect(loadEngine).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs exactly the spec message and returns [] when the index cannot be fetched (spec 5, 8)', async () => {
    const log = logger();
    const loadEngine = jest.fn(async (): Promise<SearchEngine> => {
      throw new SyntaxError('Unexpected token < in JSON');
    });
    const searcher = new Searcher({ loadEngine, logger: log });
    await expect(searcher.search('mock')).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('Failed to fetch search index, please reload the page and try again.');
    expect(log.debug).toHaveBeenCalledWith(expect.any(SyntaxError));
    expect(searcher.state).toBe('initial');
    // Nothing cached: the next search tries again (and logs again if it fails again).
    await expect(searcher.search('mock')).resolves.toEqual([]);
    expect(loadEngine).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('recovers when a later load succeeds', async () => {
    const engine = fakeEngine();
    const loadEngine = jest.fn<Promise<SearchEngine>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(engine);
    const searcher = new Searcher({ loadEngine, logger: logger() });
    await expect(searcher.search('spy')).resolves.toEqual([]);
    await expect(searcher.search('spy')).resolves.toHaveLength(1);
    expect(searcher.state).toBe('inited');
  });

  it('logs a failing search, returns [] and does not cache it', async () => {
    const log = logger();
    const search = jest.fn().mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue([suggestion('ok', '/ok')]);
    const searcher = new Searcher({ loadEngine: async () => ({ search }), logger: log, searchFailedMessage: (e) => `Remote search failed: ${(e as Error).message}` });
    await expect(searcher.search('x')).resolves.toEqual([]);
    expect(log.error).toHaveBeenCalledWith('Remote search failed: HTTP 500');
    await expect(searcher.search('x')).resolves.toHaveLength(1);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('answers a repeated keyword from the cache, ignoring case and spaces, and keeps at most 100', async () => {
    const engine = fakeEngine();
    const searcher = new Searcher({ loadEngine: async () => engine, logger: logger() });
    const first = await searcher.search('Mock');
    expect(await searcher.search(' mock ')).toBe(first);
    expect(engine.calls).toEqual(['Mock']);
    for (let i = 0; i < 120; i += 1) await searcher.search(`k${i}`);
    expect(searcher.cacheSize).toBe(100);
    await searcher.search('Mock'); // evicted long ago: asked again
    expect(engine.calls.filter((c) => c.toLowerCase() === 'mock')).toHaveLength(2);
  });
});
