/**
 * Issue 23: the browser side of the route registry out of main.js
 * (plugins/lean-main/client). A page loads its own chunks as its data block says;
 * anything else goes through the whole registry, loaded once, on first need.
 */
jest.mock('../../plugins/lean-main/client/fullRegistry', () => {
  fullRegistryLoads += 1;
  if (mockRegistryFails) {
    mockRegistryFails = false;
    throw new Error('ChunkLoadError: route-registry');
  }
  const n = (globalThis as unknown as { __webpack_require__: { e(id: string): Promise<unknown> } }).__webpack_require__;
  return {
    __esModule: true,
    default: {
      'other-page': [() => Promise.resolve({ default: 'from the registry' }), 0, 5],
      // As Rspack writes a loader: fetch the chunks, then require the module.
      'two-chunks': [() => Promise.all([n.e('7'), n.e('8')]).then(() => ({ default: 'loaded' })), 0, 6],
    },
    routes: [],
  };
});
let fullRegistryLoads = 0;
let mockRegistryFails = false;

import { assembleRouteProps } from '../../plugins/lean-main/client/assembleRouteProps';

type RegistryModule = typeof import('../../plugins/lean-main/client/routeRegistry');
type PageDataModule = typeof import('../../plugins/lean-main/client/pageData');

/** The module as a page with this body would start it (the block is read once, at start-up). */
function startWith(body: string): RegistryModule {
  document.body.innerHTML = body;
  // A fresh module registry: the registry module and its lazily required chunk load anew.
  jest.resetModules();
  return jest.requireActual<RegistryModule>('../../plugins/lean-main/client/routeRegistry');
}

const block = (data: object) => `<script type="application/json" id="route-chunks">${JSON.stringify(data)}</script>`;

const runtime = Object.assign(jest.fn((id: string | number) => ({ default: `module ${id}` })), {
  e: jest.fn((_id: string | number) => Promise.resolve()),
  t: jest.fn((id: string | number, mode: number) => ({ default: `namespace ${id} mode ${mode}` })),
  p: '/base/',
  u: jest.fn((id: string | number) => (id === 'main' ? 'assets/js/main.undefined.js' : `assets/js/${id}.abc.js`)),
});

beforeEach(() => {
  (globalThis as unknown as { __webpack_require__: typeof runtime }).__webpack_require__ = runtime;
  jest.clearAllMocks();
  fullRegistryLoads = 0;
  document.head.innerHTML = '';
});

describe('readPageData', () => {
  it('reads the data block, and takes anything unreadable as no data', () => {
    jest.resetModules();
    const { readPageData } = jest.requireActual<PageDataModule>('../../plugins/lean-main/client/pageData');
    const empty = { chunks: {}, names: {}, routes: [], prefetch: {} };
    const doc = (text: string | null) => {
      document.body.innerHTML = text === null ? '' : `<script type="application/json" id="route-chunks">${text}</script>`;
      return readPageData(document);
    };
    const full = {
      path: '/a',
      chunks: { a: [['1'], 2] },
      names: { '/a-1': { __comp: 'a' } },
      routes: [{ path: '/a', key: '/a-1', exact: true }],
      home: { path: '/', key: '/-h', exact: true },
      prefetch: { '/b': ['b'] },
    };
    expect(doc(JSON.stringify(full))).toEqual(full);
    expect(doc('{"chunks":{"a":[["1"],2]}}')).toEqual({ ...empty, chunks: { a: [['1'], 2] } });
    // Each part of the wrong shape counts as absent; the rest is kept.
    expect(doc('{"chunks":[1],"names":"x","routes":{},"home":{"path":1},"prefetch":null,"path":3}')).toEqual(empty);
    expect(doc(null)).toEqual(empty);
    expect(doc('')).toEqual(empty);
    expect(doc('{"broken":')).toEqual(empty);
    expect(doc('[1,2]')).toEqual(empty);
    expect(doc('"text"')).toEqual(empty);
    expect(doc('null')).toEqual(empty);
  });
});

describe('loadChunk', () => {
  it('loads the page’s own chunks as its data block says, without the registry', async () => {
    const { loadChunk } = startWith(block({ chunks: { doc: [['3', '4'], 42], json: [['5'], 43, 19] } }));
    await expect(loadChunk('doc')).resolves.toEqual({ default: 'module 42' });
    expect(runtime.e.mock.calls.map(([id]) => id)).toEqual(['3', '4']);
    await expect(loadChunk('json')).resolves.toEqual({ default: 'namespace 43 mode 19' });
    expect(fullRegistryLoads).toBe(0);
  });

  it('loads any other chunk through the whole registry, loaded once', async () => {
    const { loadChunk } = startWith(block({ chunks: { doc: [['3'], 42] } }));
    await expect(loadChunk('other-page')).resolves.toEqual({ default: 'from the registry' });
    await expect(loadChunk('other-page')).resolves.toEqual({ default: 'from the registry' });
    await expect(loadChunk('no-such-chunk')).resolves.toBeUndefined();
    expect(fullRegistryLoads).toBe(1);
  });

  it('after a failed registry load, the next call loads it again', async () => {
    const { loadChunk } = startWith('');
    mockRegistryFails = true;
    await expect(loadChunk('other-page')).rejects.toThrow('ChunkLoadError');
    await expect(loadChunk('other-page')).resolves.toEqual({ default: 'from the registry' });
    expect(fullRegistryLoads).toBe(2);
  });

  it('without a data block (a page the build did not rewrite), loads everything through the registry', async () => {
    const { loadChunk } = startWith('<main>no block</main>');
    await expect(loadChunk('other-page')).resolves.toEqual({ default: 'from the registry' });
    expect(runtime).not.toHaveBeenCalled();
  });

  it('passes on a failed chunk load, and a later call tries again', async () => {
    const { loadChunk } = startWith(block({ chunks: { doc: [['3'], 42] } }));
    runtime.e.mockImplementationOnce(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(loadChunk('doc')).rejects.toThrow('ChunkLoadError');
    await expect(loadChunk('doc')).resolves.toEqual({ default: 'module 42' });
  });
});

describe('prefetchRegistry', () => {
  it('adds one idle-priority prefetch of the registry’s file, named by the block', () => {
    const { prefetchRegistry } = startWith(block({ chunks: {}, registry: '963' }));
    prefetchRegistry();
    const links = document.head.querySelectorAll('link[rel="prefetch"]');
    expect(Array.from(links).map((link) => link.getAttribute('href'))).toEqual(['/base/assets/js/963.abc.js']);
  });

  it('adds nothing when the block does not name it', () => {
    const { prefetchRegistry } = startWith(block({ chunks: {} }));
    prefetchRegistry();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('chunk files and ids', () => {
  it('gives a chunk’s URL, and none for a chunk without a file of its own', () => {
    const { chunkUrl } = startWith('');
    expect(chunkUrl('12')).toBe('/base/assets/js/12.abc.js');
    expect(chunkUrl('main')).toBeUndefined();
  });

  it('reads the chunks a registry entry needs off its loader, loading nothing, once the registry is in', async () => {
    const { chunkIdsOf, loadRegistry } = startWith('');
    expect(chunkIdsOf('two-chunks')).toBeUndefined();
    await loadRegistry();
    expect(chunkIdsOf('two-chunks')).toEqual(['7', '8']);
    expect(chunkIdsOf('no-such-chunk')).toEqual([]);
    // The stand-in is gone afterwards: the real chunk loading is back.
    expect(runtime.e).not.toHaveBeenCalled();
    await runtime.e('9');
    expect(runtime.e).toHaveBeenCalledWith('9');
  });
});

describe('assembleRouteProps', () => {
  it('puts each loaded module where its chunk name was, JSON named exports riding along', () => {
    const Doc = () => null;
    const tree = assembleRouteProps('/guide/a', { __comp: 'c', content: 'm', items: [{ content: 'x' }, { content: 'y' }] }, {
      __comp: { default: Doc },
      content: { default: { title: 'A' }, frontMatter: { id: 'a' } },
      'items.1.content': { default: 'Y' },
    });
    expect(tree).toEqual({ __comp: Doc, content: { title: 'A', frontMatter: { id: 'a' } }, items: [{ content: 'x' }, { content: 'Y' }] });
  });

  it('names the page when a module has no default export', () => {
    expect(() => assembleRouteProps('/guide/a', { __comp: 'c' }, { __comp: {} })).toThrow(/page component at \/guide\/a/);
  });
});
