/**
 * Issue 23: the route registry, chunk names and route table out of main.js. A
 * page's HTML says how to load its own route chunks, which routes it is on and
 * what its links prefetch (plugins/lean-main/routeChunksData.js, after the
 * build); the browser reads that (client/pageData.ts) and loads the whole
 * registry, a chunk of its own, only for other routes.
 */
import {
  chunkIdsOf,
  chunkNamesOf,
  extractChunkLoads,
  homeRoute,
  injectChunkLoads,
  linkTargets,
  pageChunkLoads,
  pageData,
  parseRoutes,
  prefetchChunkNames,
  prefetchChunkMismatches,
  routeBranch,
  routeKeysForPath,
} from '../../plugins/lean-main/routeChunksData';

// The shape Rspack emits for a named async chunk: a push onto the chunk-loading
// global of [chunk ids, module factories]; the registry module exports the
// registry as its default export, each loader fetching chunks then requiring a
// module (plainly, or as a namespace object for JSON and CommonJS modules).
const registryChunk = `(self.webpackChunksite=self.webpackChunksite||[]).push([["route-registry"],{
  100:(e,t,n)=>{n.r(t),n.d(t,{default:()=>r.Z});var r=n(101)},
  101:(e,t,n)=>{n.d(t,{Z:()=>o});var o={
    "a1":[()=>Promise.all([n.e("7"),n.e("8")]).then(n.bind(n,42)),0,42],
    "b2":[()=>n.e("9").then(n.t.bind(n,43,19)),0,43],
    "c3":[()=>Promise.resolve().then(n.bind(n,44)),0,44]
  }},
  102:(e,t,n)=>{n.d(t,{Z:()=>r});var c=n(500),r=[{path:"/",component:(0,c.default)("/","r1")}]},
  103:(e,t,n)=>{n.r(t),n(104),n.d(t,{default:()=>r.Z,routes:()=>s.Z});var r=n(101),s=n(102)},
  104:(e,t,n)=>{(0,n(501).registerChunkNames)({"/-r1":{__comp:"a1"}})}
}]);`;

describe('extractChunkLoads', () => {
  it('records, for each chunk name, the chunks its loader fetches and the module it requires', async () => {
    await expect(extractChunkLoads(registryChunk)).resolves.toEqual({
      a1: [['7', '8'], 42],
      b2: [['9'], 43, 19],
      c3: [[], 44],
    });
  });

  it('runs the chunk’s other modules with stand-ins for the modules of main.js they use', async () => {
    // Modules 102–104 (the route table, the chunk names) call modules 500 and 501,
    // which are in main.js; the registry, exported twice (100 and 103), counts once.
    const loads = await extractChunkLoads(registryChunk);
    expect(Object.keys(loads)).toEqual(['a1', 'b2', 'c3']);
  });

  it('fails loudly on a chunk that holds no registry, or two', async () => {
    await expect(extractChunkLoads('(self.webpackChunksite=self.webpackChunksite||[]).push([["x"],{1:(e,t,n)=>{n.d(t,{default:()=>1})}}]);')).rejects.toThrow(/expected one registry in the registry chunk, found 0/);
    const two = '(self.webpackChunksite=self.webpackChunksite||[]).push([["x"],{1:(e,t,n)=>{n.d(t,{default:()=>({a:[()=>n(9)]})})},2:(e,t,n)=>{n.d(t,{default:()=>({b:[()=>n(9)]})})}}]);';
    await expect(extractChunkLoads(two)).rejects.toThrow(/expected one registry in the registry chunk, found 2/);
    await expect(extractChunkLoads('var nothing = 1;')).rejects.toThrow(/pushed no modules/);
  });
});

const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blog',
    component: ComponentCreator('/blog', 'b1'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'h1'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'r1'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'r2'),
        routes: [
          {
            path: '/guide/start/',
            component: ComponentCreator('/guide/start/', 'g0'),
            exact: true
          },
          {
            path: '/guide/a',
            component: ComponentCreator('/guide/a', 'g1'),
            exact: true,
            sidebar: "guide"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('route keys of a page', () => {
  const routes = parseRoutes(routesSource);

  it('are the keys of the routes the client matches, outermost first', () => {
    expect(routeKeysForPath(routes, '/guide/a')).toEqual(['/-r1', '/-r2', '/guide/a-g1']);
    expect(routeKeysForPath(routes, '/guide/start/')).toEqual(['/-r1', '/-r2', '/guide/start/-g0']);
    expect(routeKeysForPath(routes, '/blog')).toEqual(['/blog-b1']);
  });

  it('match as react-router does: a trailing slash or another letter case is the same page', () => {
    expect(routeKeysForPath(routes, '/guide/a/')).toEqual(['/-r1', '/-r2', '/guide/a-g1']);
    expect(routeKeysForPath(routes, '/Guide/A')).toEqual(['/-r1', '/-r2', '/guide/a-g1']);
  });

  it('refuses a route table of another format', () => {
    expect(() => parseRoutes('module.exports = [];')).toThrow(/unexpected format/);
  });
});

describe('a page’s data block', () => {
  const routes = parseRoutes(routesSource);
  const routesChunkNames = {
    '/-r1': { __comp: 'c-root', __context: { plugin: 'p-docs' } },
    '/-r2': { __comp: 'c-doc-root', __props: 'p-version' },
    '/guide/a-g1': { __comp: 'c-doc', content: 'm-a', items: [{ content: 'm-x' }] },
    '/blog-b1': { __comp: 'c-blog' },
    '/-h1': { __comp: 'c-home' },
    '/guide/start/-g0': { __comp: 'c-doc', content: 'm-start' },
  };
  const loads = {
    'c-root': [['1'], 11], 'p-docs': [['2'], 12, 19], 'c-doc-root': [['3'], 13], 'p-version': [['4'], 14, 19],
    'c-doc': [['5'], 15], 'm-a': [['6'], 16], 'm-x': [['7'], 17], 'c-blog': [['8'], 18], 'c-home': [['9'], 19], 'm-start': [['10'], 20],
  } as const;

  it('holds exactly the chunk names of the page’s routes, nested ones included', () => {
    expect(chunkNamesOf(routesChunkNames['/guide/a-g1'])).toEqual(['c-doc', 'm-a', 'm-x']);
    const data = pageChunkLoads({ routes, routesChunkNames, loads }, '/guide/a');
    expect(Object.keys(data).sort()).toEqual(['c-doc', 'c-doc-root', 'c-root', 'm-a', 'm-x', 'p-docs', 'p-version']);
    expect((data as Record<string, unknown>)['p-docs']).toEqual([['2'], 12, 19]);
    expect(pageChunkLoads({ routes, routesChunkNames, loads }, '/blog')).toEqual({ 'c-blog': [['8'], 18] });
  });

  it('carries the page’s branch of the route table, each route with its key and only its matched child', () => {
    expect(routeBranch(routes, '/guide/a')).toEqual([
      { path: '/', key: '/-r1', routes: [{ path: '/', key: '/-r2', routes: [{ path: '/guide/a', exact: true, sidebar: 'guide', key: '/guide/a-g1' }] }] },
    ]);
    expect(routeBranch(routes, '/blog')).toEqual([{ path: '/blog', exact: true, key: '/blog-b1' }]);
    expect(routeBranch(routes, '/')).toEqual([{ path: '/', exact: true, key: '/-h1' }]);
    // An unknown path: the docs roots match everything, and no doc below them.
    expect(routeBranch(routes, '/nope')).toEqual([{ path: '/', key: '/-r1', routes: [{ path: '/', key: '/-r2', routes: [] }] }]);
  });

  it('finds the home page’s route as useHomePageRoute does, nested ones included', () => {
    expect(homeRoute(routes, '/')?.component).toEqual({ routeKey: '/-h1' });
    expect(homeRoute(routes, '/zh/')).toBeUndefined();
    const nested = [{ path: '/zh/', routes: [{ path: '/zh/', exact: true, component: { routeKey: '/zh/-n' } }] }];
    expect(homeRoute(nested, '/zh/')?.component).toEqual({ routeKey: '/zh/-n' });
  });

  it('lists the in-site pages a page links to outside its sidebar', () => {
    const html = [
      '<a class="menu__link" href="/guide/b">sidebar</a>',
      '<a class=menu__link href=/guide/c>sidebar, unquoted</a>',
      '<a class="menu__link menu__link--active" href="/guide/d">sidebar, active</a>',
      '<a class="navbar__link" href="/config/">navbar</a>',
      '<a href="/guide/start/?x=1#top">query and hash</a>',
      '<a href=/blog>unquoted</a>',
      "<a href='/blog'>twice</a>",
      '<a href="https://github.com/x">external</a>',
      '<a href="//cdn.example/x">protocol-relative</a>',
      '<a href="#a">same page</a>',
      '<a href="/guide/a#b">this page</a>',
      '<a class="pagination-nav__link" href="/guide/start/">pagination</a>',
    ].join('');
    expect(linkTargets(html, '/guide/a')).toEqual(['/config/', '/guide/start/', '/blog']);
  });

  it('prefetches for a link the chunks of the routes its path matches, not the home page’s for a docs link', () => {
    expect(prefetchChunkNames(routes, routesChunkNames, '/guide/start/')).toEqual(['c-root', 'p-docs', 'c-doc-root', 'p-version', 'c-doc', 'm-start']);
    expect(prefetchChunkNames(routes, routesChunkNames, '/blog')).toEqual(['c-blog']);
    expect(prefetchChunkNames(routes, routesChunkNames, '/')).toEqual(['c-home']);
  });

  it('turns chunk names into the chunks that carry their modules, each once, without those to skip', () => {
    expect(chunkIdsOf(['c-root', 'p-docs', 'c-root', 'no-such-name'], loads)).toEqual(['1', '2']);
    // m-a's module needs shared chunk 5 too: only its own (the last) is prefetched.
    expect(chunkIdsOf(['c-doc', 'm-a', 'c-blog'], { ...loads, 'm-a': [['5', '6'], 16] }, new Set(['5']))).toEqual(['6', '8']);
    expect(chunkIdsOf(['m-a', 'm-x'], { ...loads, 'm-a': [['30', '6'], 16], 'm-x': [[], 17] })).toEqual(['6']);
  });

  it('names the chunk names whose last chunk is not their named chunk', () => {
    const named = new Map<string, string | number>([['c-root', '1'], ['m-a', 6], ['m-x', '7']]);
    // A module in main.js (no chunk) and an id that is a number on one side and a string on the other pass.
    expect(prefetchChunkMismatches({ 'c-root': [['30', '1'], 11], 'm-a': [['6'], 16], 'm-main': [[], 21] }, named)).toEqual([]);
    // Shared chunk last; a chunk name that names no chunk of its own.
    expect(prefetchChunkMismatches({ 'm-x': [['7', '30'], 17], 'm-gone': [['31'], 22] }, named)).toEqual(['m-x', 'm-gone']);
  });

  it('puts it together: path, own chunks, names of its routes only, branch, home, registry, prefetches without its own chunks', () => {
    const html = '<a href="/guide/start/">next</a><a href="/blog">blog</a><a class="menu__link" href="/blog">sidebar</a>';
    const data = pageData({ routes, routesChunkNames, loads, baseUrl: '/', registryId: '77' }, '/guide/a', html) as Record<string, any>;
    expect(data.path).toBe('/guide/a');
    expect(Object.keys(data.chunks).sort()).toEqual(['c-doc', 'c-doc-root', 'c-root', 'm-a', 'm-x', 'p-docs', 'p-version']);
    expect(Object.keys(data.names)).toEqual(['/-r1', '/-r2', '/guide/a-g1']);
    expect(data.routes).toEqual(routeBranch(routes, '/guide/a'));
    expect(data.home).toEqual({ path: '/', exact: true, key: '/-h1' });
    expect(data.registry).toBe('77');
    // /guide/start/ needs chunks 1–5 (the page has them) and 10 (m-start); /blog needs 8.
    expect(data.prefetch).toEqual({ '/guide/start/': ['10'], '/blog': ['8'] });
    // The home page is on its own branch: no stand-in for it.
    expect((pageData({ routes, routesChunkNames, loads, baseUrl: '/', registryId: '77' }, '/', '') as Record<string, unknown>).home).toBeUndefined();
  });

  it('is a JSON data block before </body> that no text in it can close', () => {
    const html = '<html><body><main>text</main></body></html>';
    const data = { 'x</script><script>alert(1)</script>': [['1'], 2] };
    const out = injectChunkLoads(html, data, 'route-chunks');
    expect(out).toMatch(/<\/main><script type="application\/json" id="route-chunks">.*<\/script><\/body><\/html>$/);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    document.documentElement.innerHTML = out.slice(out.indexOf('<body>'), out.indexOf('</html>'));
    expect(JSON.parse(document.getElementById('route-chunks')!.textContent!)).toEqual(data);
    expect(() => injectChunkLoads('<p>no body end</p>', data, 'route-chunks')).toThrow(/no <\/body>/);
  });
});
