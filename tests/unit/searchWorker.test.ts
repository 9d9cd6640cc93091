/**
 * Issue 39: the local engine behind a Web Worker (src/utils/search/workerProtocol.ts),
 * searches for Object.prototype names, and requests that stall.
 */
import { deserialize, serialize } from 'node:v8';
import { easyopsPart, type EasyopsDoc } from './support/easyopsIndex';
import { compactIndex } from '../../plugins/search-index/indexFile';
import { shardIndex } from '../../plugins/search-index/shards';
import { shardFileName } from '../../src/utils/search/shardFormat';
import { createLocalEngine } from '../../src/theme/SearchBar/localEngine';
import { INDEX_FETCH_FAILED_MESSAGE, IndexPartError, MAX_QUERY_LENGTH, Searcher, SEARCH_TIMEOUT_MS, searchedKeyword } from '../../src/utils/search/searcher';
import { REQUEST_TIMEOUT_MS, RequestTimeoutError, type FetchJson } from '../../src/utils/search/fetchJson';
import { connectEngine, serveEngine, WorkerStartError, type CreateEngine, type FromWorker, type ToWorker, type WorkerHandle, type WorkerScope } from '../../src/utils/search/workerProtocol';
import type { SearchEngine } from '../../src/utils/search/types';

const HASH = '0123abcd';

/** An index of one-section pages (title, text, path); `words`: the text is already cut into words, as jieba cuts Chinese. */
function indexOf(pages: [title: string, text: string, u: string][], { section, words = false }: { section: string; words?: boolean }) {
  let id = 0;
  const titles: EasyopsDoc[] = [];
  const contents: EasyopsDoc[] = [];
  for (const [title, text, u] of pages) {
    const doc = { i: ++id, t: title, u };
    titles.push(doc);
    contents.push({ i: ++id, t: text, u, h: '#about', p: doc.i, s: section });
  }
  return [titles, [], [], [], contents].map((documents) => easyopsPart(documents, { words }));
}

/** English pages, one of which is about the names a plain-object table would get wrong. */
const englishIndex = () =>
  indexOf(
    [
      ['Mock classes', 'A mocked class keeps its constructor; toString and valueOf of the instance are the originals, hasOwnProperty too.', '/api/rstest/mockClasses'],
      ['retry', 'Retries a failed test.', '/config/test/retry'],
      ['Environment variables', 'The prototype of process.env is not Object.prototype.', '/api/test-api/environment-variables'],
    ],
    { section: 'About' },
  );

/** Chinese pages, cut into words as jieba would (space-separated). */
const chineseIndex = () =>
  indexOf(
    [
      ['模拟 类', '被 模拟 的 类 保留 constructor ， 实例 的 tostring 和 valueof 不变', '/zh/api/rstest/mockClasses'],
      ['重试', '失败 的 测试 会 重试', '/zh/config/test/retry'],
    ],
    { section: '说明', words: true },
  );

/** The sharded files of an index, served from memory; `stall` makes some never answer. */
function serve(index: typeof englishIndex, lang: string) {
  const { manifest, files } = shardIndex(compactIndex(index()), { shardBytes: 200, chunkBytes: 200, listBytes: 60 });
  const byName = new Map(files.map((file) => [shardFileName({ lang, key: file.key, hash: HASH }), file.content]));
  const fetched: string[] = [];
  const stalled = new Set<string>();
  const load: FetchJson = (url, { signal } = {}) => {
    fetched.push(url);
    if ([...stalled].some((part) => url.includes(part))) {
      // Never answers; the abort is the only way out.
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    const content = byName.get(url);
    return content === undefined ? Promise.reject(new Error(`HTTP 404 for ${url}`)) : Promise.resolve(JSON.parse(content));
  };
  return { manifest: JSON.stringify(manifest(HASH)), load, fetched, stalled };
}

/**
 * A worker and the page's handle on it, joined in memory: each message is
 * copied (as postMessage copies it) and delivered after the sender's turn.
 */
function workerPair(createEngine: CreateEngine) {
  const toWorker = new Set<(event: { data: ToWorker }) => void>();
  const toPage = new Set<(event: { data: FromWorker }) => void>();
  const errors = new Set<(event: { message?: string }) => void>();
  const deliver = <T,>(listeners: Set<(event: { data: T }) => void>, message: T) =>
    void Promise.resolve().then(() => {
      // The structured clone postMessage makes (jsdom has no structuredClone; v8's serializer is the same algorithm).
      const data = deserialize(serialize(message)) as T;
      for (const listener of listeners) listener({ data });
    });
  const scope: WorkerScope = { postMessage: (message) => deliver(toPage, message), addEventListener: (_type, listener) => toWorker.add(listener) };
  const worker: WorkerHandle & { terminated: boolean } = {
    terminated: false,
    postMessage: (message) => deliver(toWorker, message),
    addEventListener: ((type: 'message' | 'error', listener: never) => (type === 'message' ? toPage : errors).add(listener)) as WorkerHandle['addEventListener'],
    terminate: () => {
      worker.terminated = true;
    },
  };
  serveEngine(scope, createEngine);
  return { worker, fail: (message: string) => errors.forEach((listener) => listener({ message })) };
}

/** A Searcher whose engine runs behind the in-memory worker, over the served files. */
async function workerSearcher(index: typeof englishIndex, lang: string) {
  const files = serve(index, lang);
  const { worker } = workerPair((manifest, { baseUrl }) => createLocalEngine(manifest, { baseUrl, lang, load: files.load }));
  const log = { error: jest.fn(), debug: jest.fn() };
  const searcher = new Searcher({ logger: log, timeoutMs: SEARCH_TIMEOUT_MS, loadEngine: () => connectEngine(worker, { manifest: files.manifest, baseUrl: '', lang }, { timeoutMs: SEARCH_TIMEOUT_MS }) });
  return { searcher, log, files, worker };
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

describe('names of Object.prototype (issue 39: "constructor" said search was unavailable)', () => {
  it('has the names this test is about', () => {
    expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf', '__defineGetter__']));
  });

  it.each([
    ['en', englishIndex],
    ['zh', chineseIndex],
  ] as const)('are searched as words in %s, through the worker, the engine and the ranking', async (lang, index) => {
    const { searcher, log } = await workerSearcher(index, lang);
    const names = PROTOTYPE_NAMES.flatMap((name) => [name, name.toUpperCase(), name.toLowerCase(), `${name} mock`, `jest.${name}`]);
    for (const name of names) {
      const outcome = await searcher.query(name);
      expect({ name, failure: outcome.failure }).toEqual({ name, failure: null });
    }
    expect(log.error).not.toHaveBeenCalled();
    // A name the index has is found like any word, in any case.
    for (const name of ['constructor', 'Constructor', 'CONSTRUCTOR', 'toString', 'valueOf']) {
      const { suggestions } = await searcher.query(name);
      expect(suggestions.map((suggestion) => suggestion.link)).toContain(lang === 'en' ? '/api/rstest/mockClasses#about' : '/zh/api/rstest/mockClasses#about');
    }
  });

  it('are searched on the page too, when no worker can start', async () => {
    const files = serve(englishIndex, 'en');
    const searcher = new Searcher({ logger: { error: jest.fn(), debug: jest.fn() }, loadEngine: async () => createLocalEngine(JSON.parse(files.manifest), { lang: 'en', load: files.load }) });
    for (const name of PROTOTYPE_NAMES) expect((await searcher.query(name)).failure).toBeNull();
  });
});

describe('the engine in a worker', () => {
  it('answers as the engine on the page does, and passes prefetches on', async () => {
    const { searcher, files } = await workerSearcher(englishIndex, 'en');
    const onPage = createLocalEngine(JSON.parse(serve(englishIndex, 'en').manifest), { lang: 'en', load: serve(englishIndex, 'en').load });
    expect((await searcher.query('retry')).suggestions).toEqual(await onPage.search('retry', 7));
    const before = files.fetched.length;
    searcher.prefetch('constructor');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(files.fetched.length).toBeGreaterThan(before);
  });

  it('reports a failed index file as the index failure on the page, and the next query fetches it again', async () => {
    const { searcher, files } = await workerSearcher(englishIndex, 'en');
    await searcher.load();
    files.stalled.add('.terms-');
    jest.useFakeTimers();
    try {
      const outcome = searcher.query('retry');
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect((await outcome).failure).toBe('index');
    } finally {
      jest.useRealTimers();
    }
    files.stalled.clear();
    expect((await searcher.query('retry')).suggestions.length).toBeGreaterThan(0);
  });

  it('rejects with WorkerStartError when the worker fails before it is ready (the page then searches itself)', async () => {
    const { worker, fail } = workerPair(() => ({ search: () => [] }));
    const connecting = connectEngine(worker, { manifest: '{}', baseUrl: '', lang: 'en' }, { timeoutMs: 1000 });
    fail('NetworkError: the script could not be loaded');
    await expect(connecting).rejects.toThrow(WorkerStartError);
    expect((worker as WorkerHandle & { terminated: boolean }).terminated).toBe(true);
  });

  it('rejects with the reason when the manifest is not an index, and ends the worker', async () => {
    const { worker } = workerPair((manifest) => createLocalEngine(manifest));
    await expect(connectEngine(worker, { manifest: '<!doctype html>', baseUrl: '', lang: 'en' }, { timeoutMs: 1000 })).rejects.toThrow(/could not read the index/);
    const { worker: other } = workerPair((manifest) => createLocalEngine(manifest));
    await expect(connectEngine(other, { manifest: '{"format":1}', baseUrl: '', lang: 'en' }, { timeoutMs: 1000 })).rejects.toThrow(/not a manifest of the sharded format/);
    expect((other as WorkerHandle & { terminated: boolean }).terminated).toBe(true);
  });

  it('gives up on a worker that never answers, and a later load starts afresh', async () => {
    jest.useFakeTimers();
    try {
      const silent: WorkerHandle = { postMessage: () => {}, addEventListener: () => {}, terminate: jest.fn() };
      const log = { error: jest.fn(), debug: jest.fn() };
      let loads = 0;
      const searcher = new Searcher({
        logger: log,
        timeoutMs: SEARCH_TIMEOUT_MS,
        loadEngine: () => {
          loads += 1;
          return connectEngine(silent, { manifest: '{}', baseUrl: '', lang: 'en' }, { timeoutMs: SEARCH_TIMEOUT_MS });
        },
      });
      const outcome = searcher.query('retry');
      await jest.advanceTimersByTimeAsync(SEARCH_TIMEOUT_MS);
      expect(await outcome).toEqual({ suggestions: [], failure: 'index' });
      expect(log.error).toHaveBeenCalledWith(INDEX_FETCH_FAILED_MESSAGE);
      expect(silent.terminate).toHaveBeenCalled();
      expect(searcher.state).toBe('initial');
      void searcher.query('retry');
      expect(loads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops answering once the worker has failed after it was ready: the search says so instead of waiting', async () => {
    const { worker, fail } = workerPair(() => ({ search: () => new Promise(() => {}) }));
    const engine: SearchEngine = await connectEngine(worker, { manifest: '{}', baseUrl: '', lang: 'en' }, { timeoutMs: 1000 });
    const waiting = engine.search('retry', 7);
    await Promise.resolve();
    fail('out of memory');
    await expect(waiting).rejects.toThrow(/stopped: out of memory/);
    await expect(engine.search('retry', 7)).rejects.toThrow(/stopped/);
  });
});

describe('stalled requests (issue 39: a request that never answered left the panel blank)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['a term shard', '.terms-', 'retry'],
    ['a document chunk', '.docs-', 'retry'],
    ['a piece of the term list', '.list-', 'retyr'],
  ])('gives up on %s after REQUEST_TIMEOUT_MS with an index failure, and fetches it again for the next query', async (_name, part, query) => {
    const files = serve(englishIndex, 'en');
    const engine = createLocalEngine(JSON.parse(files.manifest), { lang: 'en', load: files.load });
    files.stalled.add(part);
    const failed = Promise.resolve(engine.search(query, 7));
    const settled = jest.fn();
    failed.then(settled, settled);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    const error = await failed.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(IndexPartError);
    expect((error as Error).cause).toBeInstanceOf(RequestTimeoutError);
    expect(String((error as Error).cause)).toMatch(/no answer within 8000 ms/);
    // The failed request is not kept: the same file is asked for again, and answers.
    const asked = files.fetched.filter((url) => url.includes(part)).length;
    files.stalled.clear();
    const found = await engine.search(query, 7);
    expect(found.length).toBeGreaterThan(0);
    expect(files.fetched.filter((url) => url.includes(part)).length).toBeGreaterThan(asked);
  });

  it('gives the whole search SEARCH_TIMEOUT_MS when the engine itself never answers', async () => {
    const log = { error: jest.fn(), debug: jest.fn() };
    const searcher = new Searcher({ logger: log, timeoutMs: SEARCH_TIMEOUT_MS, loadEngine: async () => ({ search: () => new Promise(() => {}) }) });
    const outcome = searcher.query('retry');
    await jest.advanceTimersByTimeAsync(SEARCH_TIMEOUT_MS);
    expect(await outcome).toEqual({ suggestions: [], failure: 'index' });
    expect(log.error).toHaveBeenCalledWith(INDEX_FETCH_FAILED_MESSAGE);
  });
});

describe('keywords longer than the input holds', () => {
  it('are cut to MAX_QUERY_LENGTH characters, whole characters (an emoji is not split)', () => {
    expect(MAX_QUERY_LENGTH).toBe(200);
    expect([...searchedKeyword('测'.repeat(10_000))]).toHaveLength(200);
    expect(searchedKeyword(`${'a'.repeat(199)}😀x`)).toBe(`${'a'.repeat(199)}😀`);
    expect(searchedKeyword('  retry  ')).toBe('retry');
  });

  it('search a 10,000-character Chinese paste as its first 200 characters, with an answer', async () => {
    const { searcher } = await workerSearcher(chineseIndex, 'zh');
    const outcome = await searcher.query('重试失败的测试'.repeat(1500));
    expect(outcome.failure).toBeNull();
    expect(outcome.suggestions.length).toBeGreaterThan(0);
    expect(outcome.suggestions.every((suggestion) => [...suggestion.query].length === MAX_QUERY_LENGTH)).toBe(true);
  });
});
