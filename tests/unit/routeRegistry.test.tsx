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
  return { __esModule: true, default: { 'other-page': [() => Promise.resolve({ default: 'from the registry' }), 0, 5] } };
});
let fullRegistryLoads = 0;
let mockRegistryFails = false;

import { assembleRouteProps } from '../../plugins/lean-main/client/assembleRouteProps';

type RegistryModule = typeof import('../../plugins/lean-main/client/routeRegistry');

/** The module as a page with this body would start it (it reads the block once, at start-up). */
function startWith(body: string): RegistryModule {
  document.body.innerHTML = body;
  // A fresh module registry: the registry module and its lazily required chunk load anew.
  jest.resetModules();
  return jest.requireActual<RegistryModule>('../../plugins/lean-main/client/routeRegistry');
}

const runtime = Object.assign(jest.fn((id: string | number) => ({ default: `module ${id}` })), {
  e: jest.fn((_id: string | number) => Promise.resolve()),
  t: jest.fn((id: string | number, mode: number) => ({ default: `namespace ${id} mode ${mode}` })),
  gca: jest.fn((name: string) => `/assets/js/${name}.abc.js`),
});

beforeEach(() => {
  (globalThis as unknown as { __webpack_require__: typeof runtime }).__webpack_require__ = runtime;
  jest.clearAllMocks();
  fullRegistryLoads = 0;
  document.head.innerHTML = '';
});

describe('readPageChunks', () => {
  it('reads the data block, and takes anything unreadable as no data', () => {
    const { readPageChunks } = startWith('');
    const doc = (text: string | null) => {
      document.body.innerHTML = text === null ? '' : `<script type="application/json" id="route-chunks">${text}</script>`;
      return readPageChunks(document);
    };
    expect(doc('{"a":[["1"],2]}')).toEqual({ a: [['1'], 2] });
    expect(doc(null)).toEqual({});
    expect(doc('')).toEqual({});
    expect(doc('{"broken":')).toEqual({});
    expect(doc('[1,2]')).toEqual({});
    expect(doc('"text"')).toEqual({});
    expect(doc('null')).toEqual({});
  });
});

describe('loadChunk', () => {
  it('loads the page’s own chunks as its data block says, without the registry', async () => {
    const { loadChunk } = startWith('<script type="application/json" id="route-chunks">{"doc":[["3","4"],42],"json":[["5"],43,19]}</script>');
    await expect(loadChunk('doc')).resolves.toEqual({ default: 'module 42' });
    expect(runtime.e.mock.calls.map(([id]) => id)).toEqual(['3', '4']);
    await expect(loadChunk('json')).resolves.toEqual({ default: 'namespace 43 mode 19' });
    expect(fullRegistryLoads).toBe(0);
  });

  it('loads any other chunk through the whole registry, loaded once', async () => {
    const { loadChunk } = startWith('<script type="application/json" id="route-chunks">{"doc":[["3"],42]}</script>');
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

  it('without a data block (the dev server), loads everything through the registry', async () => {
    const { loadChunk } = startWith('<main>no block</main>');
    await expect(loadChunk('other-page')).resolves.toEqual({ default: 'from the registry' });
    expect(runtime).not.toHaveBeenCalled();
  });

  it('passes on a failed chunk load, and a later call tries again', async () => {
    const { loadChunk } = startWith('<script type="application/json" id="route-chunks">{"doc":[["3"],42]}</script>');
    runtime.e.mockImplementationOnce(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(loadChunk('doc')).rejects.toThrow('ChunkLoadError');
    await expect(loadChunk('doc')).resolves.toEqual({ default: 'module 42' });
  });
});

describe('prefetchRegistry', () => {
  it('adds one idle-priority prefetch of the registry’s file', () => {
    const { prefetchRegistry } = startWith('');
    prefetchRegistry();
    const links = document.head.querySelectorAll('link[rel="prefetch"]');
    expect(Array.from(links).map((link) => link.getAttribute('href'))).toEqual(['/assets/js/route-registry.abc.js']);
    expect(runtime.gca).toHaveBeenCalledWith('route-registry');
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
