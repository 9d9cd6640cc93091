/**
 * Issue 23: the route registry out of main.js. A page's HTML says how to load its
 * own route chunks (plugins/lean-main/routeChunksData.js, after the build); the
 * browser reads that (client/routeRegistry.ts) and loads the whole registry, a
 * chunk of its own, only for other routes.
 */
import { chunkNamesOf, extractChunkLoads, injectChunkLoads, pageChunkLoads, parseRoutes, routeKeysForPath } from '../../plugins/lean-main/routeChunksData';

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
  }}
}]);`;

describe('extractChunkLoads', () => {
  it('records, for each chunk name, the chunks its loader fetches and the module it requires', async () => {
    await expect(extractChunkLoads(registryChunk)).resolves.toEqual({
      a1: [['7', '8'], 42],
      b2: [['9'], 43, 19],
      c3: [[], 44],
    });
  });

  it('fails loudly on a chunk that holds no registry, or requires a module it lacks', async () => {
    await expect(extractChunkLoads('(self.webpackChunksite=self.webpackChunksite||[]).push([["x"],{1:(e,t,n)=>{n.d(t,{default:()=>1})}}]);')).rejects.toThrow(/expected one registry/);
    await expect(extractChunkLoads('(self.webpackChunksite=self.webpackChunksite||[]).push([["x"],{1:(e,t,n)=>{n(2)}}]);')).rejects.toThrow(/module 2/);
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
            exact: true
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
  };
  const loads = {
    'c-root': [['1'], 11], 'p-docs': [['2'], 12, 19], 'c-doc-root': [['3'], 13], 'p-version': [['4'], 14, 19],
    'c-doc': [['5'], 15], 'm-a': [['6'], 16], 'm-x': [['7'], 17], 'c-blog': [['8'], 18],
  } as const;

  it('holds exactly the chunk names of the page’s routes, nested ones included', () => {
    expect(chunkNamesOf(routesChunkNames['/guide/a-g1'])).toEqual(['c-doc', 'm-a', 'm-x']);
    const data = pageChunkLoads({ routes, routesChunkNames, loads }, '/guide/a');
    expect(Object.keys(data).sort()).toEqual(['c-doc', 'c-doc-root', 'c-root', 'm-a', 'm-x', 'p-docs', 'p-version']);
    expect((data as Record<string, unknown>)['p-docs']).toEqual([['2'], 12, 19]);
    expect(pageChunkLoads({ routes, routesChunkNames, loads }, '/blog')).toEqual({ 'c-blog': [['8'], 18] });
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
