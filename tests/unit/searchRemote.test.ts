/** @jest-environment node */
import { DEFAULT_REMOTE_TIMEOUT_MS, INDEX_URL_PLACEHOLDER, parseSearchConfig, type SearchConfig } from '../../src/utils/search/config';
import { matchDocument, type SearchIndexDocument } from '../../src/utils/search/matchDocument';
import { buildRemoteSearchUrl, createRemoteEngine, describeRemoteFailure, MalformedResponseError, parseRemoteBody, remoteSuggestions } from '../../src/utils/search/remote';
import { textWidth } from '../../src/utils/search/width';

const doc: SearchIndexDocument = {
  id: 1,
  routePath: '/config/test/retry',
  title: 'retry',
  content: `retry Retries a failed test. Default value The default is 0. ${'filler '.repeat(40)}Example Set retry to 2 in rstest.config.ts.`,
  toc: [
    { text: 'Default value', id: 'default-value', depth: 2, charIndex: 29 },
    { text: 'Example', id: 'example', depth: 2, charIndex: 60 + 'filler '.repeat(40).length },
  ],
  domain: '',
};

const config: SearchConfig = {
  mode: 'remote',
  versioned: false,
  indexName: 'rstest',
  apiUrl: 'http://127.0.0.1:9/api/search',
  searchIndexes: ['rstest', { value: 'rspack', label: 'Rspack' }],
  limit: 7,
  timeoutMs: 1000,
  lang: 'en',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('parseSearchConfig', () => {
  it('reads the plugin meta tag', () => {
    const raw = JSON.stringify({ mode: 'remote', apiUrl: '/api', searchIndexes: ['a', { value: 'b', label: 'B' }], indexName: 'a', limit: 5, lang: 'zh', versioned: true });
    expect(parseSearchConfig(raw, { lang: 'en' })).toEqual({
      mode: 'remote',
      versioned: true,
      indexName: 'a',
      apiUrl: '/api',
      searchIndexes: ['a', { value: 'b', label: 'B' }],
      limit: 5,
      timeoutMs: DEFAULT_REMOTE_TIMEOUT_MS,
      lang: 'zh',
      indexUrl: undefined,
    });
  });

  it.each([null, undefined, '', '{not json', '[1,2]', '42', JSON.stringify({ mode: 'ftp', limit: -3, searchIndexes: 'a', indexUrl: INDEX_URL_PLACEHOLDER })])(
    'falls back to local defaults for %j',
    (raw) => {
      const parsed = parseSearchConfig(raw, { lang: 'en' });
      expect(parsed).toMatchObject({ mode: 'local', limit: 7, lang: 'en', searchIndexes: [], indexUrl: undefined });
    },
  );

  it('tells a page of the development server (placeholder still there) from a built page', () => {
    expect(parseSearchConfig(JSON.stringify({ indexUrl: INDEX_URL_PLACEHOLDER }), { lang: 'en' }).unbuilt).toBe(true);
    expect(parseSearchConfig(JSON.stringify({ indexUrl: '/static/search_index.en.1a2b3c4d.json' }), { lang: 'en' }).unbuilt).toBeUndefined();
    // A damaged tag is not the development server: its failure stays an index failure.
    expect(parseSearchConfig('{not json', { lang: 'en' }).unbuilt).toBeUndefined();
  });
});

describe('buildRemoteSearchUrl (spec 7)', () => {
  it.each([
    ['http://x/api', { keyword: 'mock', limit: 7, searchIndexes: ['a', 'b'], lang: 'en' }, 'http://x/api?keyword=mock&limit=7&searchIndexes=a,b&lang=en'],
    ['/api?v=2', { keyword: '测试 套件', limit: 3, searchIndexes: [], lang: 'zh' }, '/api?v=2&keyword=%E6%B5%8B%E8%AF%95%20%E5%A5%97%E4%BB%B6&limit=3&searchIndexes=&lang=zh'],
    ['/api#frag', { keyword: 'a&b=c,d', limit: 1, searchIndexes: ['x,y', 'z'], lang: 'en' }, '/api?keyword=a%26b%3Dc%2Cd&limit=1&searchIndexes=x%2Cy,z&lang=en'],
  ])('%s', (apiUrl, query, expected) => {
    expect(buildRemoteSearchUrl(apiUrl, query)).toBe(expected);
  });
});

describe('parseRemoteBody (spec 7: a list of groups with index and hits)', () => {
  it('accepts groups of documents, defaulting the optional fields', () => {
    expect(parseRemoteBody([{ index: 'rstest', hits: [{ routePath: '/a', title: 'A' }] }])).toEqual([
      { index: 'rstest', hits: [{ id: undefined, routePath: '/a', title: 'A', content: '', toc: [], domain: '' }] },
    ]);
  });

  it.each([
    ['not a list', { hits: [] }],
    ['a group without index', [{ hits: [] }]],
    ['a group without hits', [{ index: 'a' }]],
    ['a hit without title', [{ index: 'a', hits: [{ routePath: '/a' }] }]],
    ['a javascript: link', [{ index: 'a', hits: [{ routePath: 'javascript:alert(1)', title: 'x' }] }]],
    ['a protocol-relative link', [{ index: 'a', hits: [{ routePath: '//evil.example/a', title: 'x' }] }]],
    ['a javascript: domain', [{ index: 'a', hits: [{ routePath: '/a', title: 'x', domain: 'javascript:alert(1)//' }] }]],
    ['a bad toc', [{ index: 'a', hits: [{ routePath: '/a', title: 'x', toc: [{ text: 1 }] }] }]],
  ])('rejects %s', (_name, body) => {
    expect(() => parseRemoteBody(body)).toThrow(MalformedResponseError);
  });
});

describe('matchDocument (title, header and content suggestions)', () => {
  it('yields a title match and one content match per section', () => {
    const suggestions = matchDocument(doc, 'retry');
    expect(suggestions.map((s) => [s.type, s.header, s.link])).toEqual([
      ['title', 'retry', '/config/test/retry'],
      ['content', 'retry', '/config/test/retry'],
      ['content', 'Example', '/config/test/retry#example'],
    ]);
    const example = suggestions[2];
    expect(example.statement).toContain('Set retry to 2');
    expect(example.highlights.map(({ start, length }) => example.statement.slice(start, start + length))).toEqual(['retry']);
    expect(textWidth(example.statement)).toBeLessThanOrEqual(100);
  });

  it('does not repeat a section whose heading matched', () => {
    const suggestions = matchDocument(doc, 'default');
    expect(suggestions.map((s) => [s.type, s.header])).toEqual([['header', 'Default value']]);
    expect(suggestions[0].link).toBe('/config/test/retry#default-value');
    expect(suggestions[0].highlights).toEqual([{ start: 0, length: 7 }]);
  });

  it('keeps a hit with no literal match as its title, unmarked', () => {
    expect(matchDocument(doc, 'retyr')).toEqual([{ type: 'title', title: 'retry', header: 'retry', link: '/config/test/retry', query: 'retyr', statement: '', highlights: [] }]);
  });

  it('links to another site through its domain', () => {
    expect(matchDocument({ ...doc, domain: 'https://rspack.rs' }, 'retry')[0].link).toBe('https://rspack.rs/config/test/retry');
  });
});

describe('remoteSuggestions', () => {
  it('puts the site index first, labels the others and cuts each to the limit', () => {
    const groups = [
      { index: 'rspack', hits: [{ ...doc, title: 'retry (rspack)', domain: 'https://rspack.rs' }] },
      { index: 'rstest', hits: [doc, { ...doc, routePath: '/b' }] },
    ];
    const suggestions = remoteSuggestions(groups, config, 'retry', 4);
    expect(suggestions.map((s) => [s.title, s.index])).toEqual([
      ['retry', undefined],
      ['retry', undefined],
      ['retry', undefined],
      ['retry', undefined],
      ['retry (rspack)', 'Rspack'],
      ['retry (rspack)', 'Rspack'],
      ['retry (rspack)', 'Rspack'],
    ]);
  });
});

describe('createRemoteEngine (spec 3, 7, 8)', () => {
  it('sends keyword, limit, searchIndexes and lang, and renders the answer', async () => {
    const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => json([{ index: 'rstest', hits: [doc] }]));
    const engine = createRemoteEngine(config, { fetch: fetchMock as unknown as typeof fetch });
    const suggestions = await engine.search('retry', 7);
    expect(fetchMock.mock.calls[0][0]).toBe('http://127.0.0.1:9/api/search?keyword=retry&limit=7&searchIndexes=rstest,rspack&lang=en');
    expect(suggestions[0]).toMatchObject({ type: 'title', title: 'retry', link: '/config/test/retry' });
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
    ['a server error', async () => json({ error: 'boom' }, 500), 'HTTP 500'],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 }), 'malformed response: the body is not JSON'],
    ['a body of the wrong shape', async () => json({ hits: [] }), 'malformed response: the body is not a list'],
  ])('throws on %s (the Searcher logs it and shows nothing)', async (_name, impl, message) => {
    const engine = createRemoteEngine(config, { fetch: jest.fn(impl) as unknown as typeof fetch });
    await expect(engine.search('retry', 7)).rejects.toThrow(message);
  });

  it('gives up after timeoutMs', async () => {
    jest.useFakeTimers();
    try {
      const hanging = jest.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const engine = createRemoteEngine({ ...config, timeoutMs: 300 }, { fetch: hanging as unknown as typeof fetch });
      const result = engine.search('retry', 7);
      const assertion = expect(result).rejects.toThrow('no answer within 300 ms');
      jest.advanceTimersByTime(300);
      await assertion;
    } finally {
      jest.useRealTimers();
    }
  });

  it('describes failures for the log', () => {
    expect(describeRemoteFailure(new Error('HTTP 502'))).toBe('Remote search failed: HTTP 502');
  });
});
