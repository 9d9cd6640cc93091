/**
 * Issue 23: the route table out of main.js (plugins/lean-main/client). A page
 * starts with its own branch of the table, from its data block; the whole table
 * (in the registry chunk) is put in place, in the same array, before anything
 * needs another route. Docusaurus's readers of the table (App, preload,
 * normalizeLocation, window.docusaurus) get versions that read the live table.
 */
import React from 'react';
import * as ReactRouter from 'react-router';
import { act, render, screen } from '@testing-library/react';
import { Router } from 'react-router-dom';
import { createMemoryHistory } from 'history';
import type { RouteConfig } from 'react-router-config';

jest.mock('@theme/Loading', () => ({ __esModule: true, default: () => null }), { virtual: true });
jest.mock('@docusaurus/renderRoutes', () => ({ __esModule: true, default: jest.requireActual('react-router-config').renderRoutes }), { virtual: true });
jest.mock('@docusaurus/core/lib/client/routeContext', () => ({ RouteContextProvider: ({ children }: { children: React.ReactNode }) => children }));
jest.mock('@docusaurus/core/lib/client/flat', () => ({
  __esModule: true,
  // Docusaurus's flat: a chunk-name tree to { 'dotted.key.path': chunkName }.
  default: function flat(tree: unknown, prefix = ''): Record<string, string> {
    if (typeof tree === 'string') return { [prefix]: tree };
    return Object.assign({}, ...Object.entries(tree as object).map(([key, value]) => flat(value, prefix ? `${prefix}.${key}` : key)));
  },
}));
jest.mock('@docusaurus/core/lib/client/prefetch', () => ({ __esModule: true, default: jest.fn(() => Promise.resolve()) }));
jest.mock('../../plugins/lean-main/client/routeRegistry', () => ({
  loadRegistry: jest.fn(),
  loadChunk: jest.fn(() => Promise.resolve({ default: () => null })),
  // Chunk 'main' stands for one without a file of its own (part of main.js).
  chunkUrl: (id: string) => (id === 'main' ? undefined : `/assets/js/${id}.js`),
  // What the whole registry's loaders fetch, by chunk name (the tests only ask once it has loaded):
  // shared chunks first, the chunk that carries the module last, as Rspack orders them.
  chunkIdsOf: (name: string) => ({ 'c-root': ['main'], 'c-docs': ['d'], 'c-doc': ['shared', 'doc'], 'm-old': ['shared', 'old'], 'c-home': ['home'] })[name] ?? [],
}));

const client = '../../plugins/lean-main/client';
type Modules = {
  live: typeof import('../../plugins/lean-main/client/liveRoutes');
  creator: typeof import('../../plugins/lean-main/client/ComponentCreator');
  preload: typeof import('../../plugins/lean-main/client/preload').default;
  normalizeLocation: typeof import('../../plugins/lean-main/client/normalizeLocation').default;
  docusaurus: typeof import('../../plugins/lean-main/client/docusaurus').default;
  appRoutes: RouteConfig[];
  loadRegistry: jest.Mock;
  prefetchHelper: jest.Mock;
};

// A page on a doc route, as the build writes its block: docs roots, then the doc.
const docPage = {
  path: '/guide/a',
  chunks: {},
  names: { '/-r1': { __comp: 'c-root' }, '/-r2': { __comp: 'c-docs' }, '/guide/a-g1': { __comp: 'c-doc', content: 'm-a' } },
  routes: [{ path: '/', key: '/-r1', routes: [{ path: '/', key: '/-r2', routes: [{ path: '/guide/a', exact: true, sidebar: 'guide', key: '/guide/a-g1' }] }] }],
  home: { path: '/', exact: true, key: '/-h1' },
  prefetch: { '/guide/b': ['51', '52'] },
};

// What routes.js in the registry chunk holds, creating its components with the same ComponentCreator.
function wholeTable(creator: Modules['creator']): RouteConfig[] {
  const create = creator.default;
  return [
    { path: '/', exact: true, component: create('/', 'h1') },
    {
      path: '/',
      component: create('/', 'r1'),
      routes: [
        {
          path: '/',
          component: create('/', 'r2'),
          routes: [
            { path: '/guide/a', exact: true, sidebar: 'guide', component: create('/guide/a', 'g1') },
            { path: '/guide/b', exact: true, sidebar: 'guide', component: create('/guide/b', 'g2') },
            { path: '/guide/old.html', exact: true, component: create('/guide/old.html', 'g3') },
          ],
        },
      ],
    },
    { path: '*', component: create('*', 'undefined') },
  ];
}

const allNames = {
  ...docPage.names,
  '/-h1': { __comp: 'c-home' },
  '/guide/b-g2': { __comp: 'c-doc', content: 'm-b' },
  '/guide/old.html-g3': { __comp: 'c-doc', content: 'm-old' },
};

/** The modules as a page with this data block, opened at this address, starts them. */
function start(data: object | null, address = '/guide/a'): Modules {
  document.body.innerHTML = data ? `<script type="application/json" id="route-chunks">${JSON.stringify(data)}</script>` : '';
  window.history.replaceState(null, '', address);
  jest.resetModules();
  // Fresh modules of ours, but the test's own React and router (one context, one set of hooks).
  jest.doMock('react', () => React);
  jest.doMock('react-router', () => ReactRouter);
  const creator = jest.requireActual<Modules['creator']>(`${client}/ComponentCreator`);
  const { loadRegistry } = jest.requireMock(`${client}/routeRegistry`) as { loadRegistry: jest.Mock };
  loadRegistry.mockImplementation(async () => {
    jest.requireActual<typeof import('../../plugins/lean-main/client/chunkNames')>(`${client}/chunkNames`).registerChunkNames(allNames);
    return { default: {}, routes: wholeTable(creator) };
  });
  return {
    live: jest.requireActual(`${client}/liveRoutes`),
    creator,
    preload: jest.requireActual(`${client}/preload`).default,
    normalizeLocation: jest.requireActual(`${client}/normalizeLocation`).default,
    docusaurus: jest.requireActual(`${client}/docusaurus`).default,
    appRoutes: jest.requireActual(`${client}/appRoutes`).default,
    loadRegistry,
    prefetchHelper: jest.requireMock('@docusaurus/core/lib/client/prefetch').default,
  };
}

const runtime = { gca: jest.fn((name: string) => `/assets/js/${name}.js`) };
beforeEach(() => {
  (globalThis as unknown as { __webpack_require__: typeof runtime }).__webpack_require__ = runtime;
  runtime.gca.mockClear();
});

describe('the live route table', () => {
  it('starts as the page’s branch, with the components the whole table will have, and a stand-in for the home page', () => {
    const { live, creator, loadRegistry } = start(docPage);
    const [root] = live.routes;
    expect(root).toMatchObject({ path: '/', key: '/-r1', component: creator.default('/', 'r1') });
    const doc = root.routes![0].routes![0];
    expect(doc).toMatchObject({ path: '/guide/a', exact: true, sidebar: 'guide', key: '/guide/a-g1', component: creator.default('/guide/a', 'g1') });
    expect(live.routes[1]).toEqual({ path: '/', exact: true, key: '/-h1' });
    expect(live.routes).toHaveLength(2);
    expect(loadRegistry).not.toHaveBeenCalled();
    expect(live.hasAllRoutes()).toBe(false);
  });

  it('is replaced in place by the whole table, loaded once, its routes keyed as the branch was', async () => {
    const { live, creator, loadRegistry } = start(docPage);
    const table = live.routes;
    const docComponent = table[0].routes![0].routes![0].component;
    await Promise.all([live.loadAllRoutes(), live.loadAllRoutes()]);
    expect(loadRegistry).toHaveBeenCalledTimes(1);
    expect(live.routes).toBe(table);
    expect(live.hasAllRoutes()).toBe(true);
    expect(table.map((route) => route.key)).toEqual(['/-h1', '/-r1', '*-undefined']);
    const doc = table[1].routes![0].routes![0];
    // Same component and key as on the branch: React keeps the page mounted.
    expect(doc.component).toBe(docComponent);
    expect(doc.key).toBe('/guide/a-g1');
    expect(table[1].routes![0].routes![1].key).toBe('/guide/b-g2');
    expect(creator.routeKeyOf(doc.component)).toBe('/guide/a-g1');
  });

  it('retries a failed load of the whole table', async () => {
    const { live, loadRegistry } = start(docPage);
    loadRegistry.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(live.loadAllRoutes()).rejects.toThrow('ChunkLoadError');
    await live.loadAllRoutes();
    expect(loadRegistry).toHaveBeenCalledTimes(2);
    expect(live.hasAllRoutes()).toBe(true);
  });

  it('serves the page’s own address from the branch, with or without a trailing slash; anything else after the whole table', async () => {
    let modules = start(docPage, '/guide/a');
    await modules.live.routesFor('/guide/a');
    expect(modules.loadRegistry).not.toHaveBeenCalled();
    await modules.live.routesFor('/guide/b');
    expect(modules.loadRegistry).toHaveBeenCalledTimes(1);

    modules = start(docPage, '/guide/a/');
    await modules.live.routesFor('/guide/a/');
    expect(modules.loadRegistry).not.toHaveBeenCalled();

    // The 404 page served at an unknown address, a page in other letter case:
    // routed with the whole table, as Docusaurus would.
    for (const address of ['/no/such/page', '/GUIDE/A']) {
      modules = start({ ...docPage, path: address === '/no/such/page' ? '/404.html' : '/guide/a' }, address);
      await modules.live.routesFor(address);
      expect(modules.loadRegistry).toHaveBeenCalledTimes(1);
    }

    // No block at all: the whole table from the start.
    modules = start(null, '/guide/a');
    expect(modules.live.routes).toEqual([]);
    await modules.live.routesFor('/guide/a');
    expect(modules.loadRegistry).toHaveBeenCalledTimes(1);
  });
});

describe('preload', () => {
  it('asks the matched route components to load, the whole table first for another page', async () => {
    const { preload, loadRegistry } = start(docPage);
    const { loadChunk } = jest.requireMock(`${client}/routeRegistry`) as { loadChunk: jest.Mock };
    const requested = () => loadChunk.mock.calls.map(([name]) => name);
    await preload('/guide/a');
    expect(requested().sort()).toEqual(['c-doc', 'c-docs', 'c-root', 'm-a']);
    expect(loadRegistry).not.toHaveBeenCalled();
    loadChunk.mockClear();
    await preload('/guide/b');
    expect(loadRegistry).toHaveBeenCalledTimes(1);
    expect(requested()).toContain('m-b');
  });

  it('takes a malformed address without throwing', async () => {
    const { preload } = start(docPage);
    await expect(preload('/guide/%E0%A4%A')).resolves.toBeDefined();
  });
});

describe('normalizeLocation', () => {
  it('drops .html from a path no exact route has, keeps it where one has, and remembers only answers from the whole table', async () => {
    const { normalizeLocation, live } = start(docPage);
    expect(normalizeLocation({ pathname: '/guide/a', hash: '#x' })).toEqual({ pathname: '/guide/a', hash: '#x' });
    expect(normalizeLocation({ pathname: '/guide/b/index.html' }).pathname).toBe('/guide/b');
    // Before the whole table, /guide/old.html looks like any path with .html.
    expect(normalizeLocation({ pathname: '/guide/old.html' }).pathname).toBe('/guide/old');
    await live.loadAllRoutes();
    expect(normalizeLocation({ pathname: '/guide/old.html' }).pathname).toBe('/guide/old.html');
  });
});

describe('window.docusaurus', () => {
  it('prefetches what the data block lists for a link before the whole table, and nothing for other links', async () => {
    const { docusaurus, prefetchHelper, loadRegistry } = start(docPage);
    await docusaurus.prefetch('/guide/b#part');
    expect(prefetchHelper.mock.calls.map(([url]) => url)).toEqual(['/assets/js/51.js', '/assets/js/52.js']);
    // A sidebar link: not in the block, not worth loading the whole table for.
    expect(docusaurus.prefetch('/guide/old.html')).toBe(false);
    expect(loadRegistry).not.toHaveBeenCalled();
    // Each path once.
    expect(docusaurus.prefetch('/guide/b#part')).toBe(false);
  });

  it('prefetches the chunks of the routes a link matches once the whole table is in, also for a link it skipped before', async () => {
    const { docusaurus, prefetchHelper, live } = start(docPage);
    expect(docusaurus.prefetch('/guide/old.html')).toBe(false);
    await live.loadAllRoutes();
    await docusaurus.prefetch('/guide/old.html');
    // The chunk that carries each module of the docs roots and the doc, none for
    // a chunk in main.js, not the shared chunks those modules also need, and
    // not the home page's, though its path is '/' too.
    expect(prefetchHelper.mock.calls.map(([url]) => url)).toEqual(['d', 'doc', 'old'].map((id) => `/assets/js/${id}.js`));
  });

  it('preloads a route on hover, the whole table first, once per path', async () => {
    const { docusaurus, loadRegistry } = start(docPage);
    await docusaurus.preload('/guide/b');
    expect(loadRegistry).toHaveBeenCalledTimes(1);
    expect(docusaurus.preload('/guide/b')).toBe(false);
  });

  it('takes a failed hover preload quietly, and tries again at the next hover', async () => {
    const { docusaurus, loadRegistry } = start(docPage);
    loadRegistry.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(docusaurus.preload('/guide/b')).resolves.toBeUndefined();
    await docusaurus.preload('/guide/b');
    expect(loadRegistry).toHaveBeenCalledTimes(2);
  });

  it('does neither on a connection that saves data', () => {
    const { docusaurus, prefetchHelper } = start(docPage);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      expect(docusaurus.prefetch('/guide/b')).toBe(false);
      expect(docusaurus.preload('/guide/b')).toBe(false);
      expect(prefetchHelper).not.toHaveBeenCalled();
    } finally {
      delete (navigator as unknown as { connection?: unknown }).connection;
    }
  });
});

describe('App’s routes', () => {
  it('render the live table at each location, and never the home page’s stand-in', () => {
    const { appRoutes, live } = start(docPage);
    const { renderRoutes } = jest.requireActual('react-router-config');
    const A = () => <p>page a</p>;
    const B = () => <p>page b</p>;
    live.routes.splice(0, live.routes.length, { path: '/a', exact: true, component: A, key: 'a' }, { path: '/', exact: true, key: 'home' });
    const history = createMemoryHistory({ initialEntries: ['/a'] });
    render(<Router history={history}>{renderRoutes(appRoutes)}</Router>);
    expect(screen.getByText('page a')).toBeTruthy();
    // The whole table arrives; the next location is rendered from it.
    live.routes.splice(0, live.routes.length, { path: '/a', exact: true, component: A, key: 'a' }, { path: '/b', exact: true, component: B, key: 'b' });
    act(() => history.push('/b'));
    expect(screen.getByText('page b')).toBeTruthy();
    // A route without a component renders nothing rather than failing.
    live.routes.push({ path: '/', exact: true, key: 'home' });
    act(() => history.push('/'));
    expect(screen.queryByText(/page/)).toBeNull();
  });
});
