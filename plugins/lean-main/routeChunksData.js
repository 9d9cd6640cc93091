/**
 * After the build: writes into each page's HTML what its browser side needs to
 * start without the data about every route (client/pageData.ts reads it), so
 * that main.js holds none: the route registry, chunk names and route table are
 * in the registry chunk. Build-time only (Node).
 *
 * 1. extractChunkLoads runs the emitted registry chunk (route-registry.*.js) in
 *    a sandbox with a recording stand-in for the Rspack runtime, and calls each
 *    entry's loader: the chunk ids it fetches and the module it requires are what
 *    the browser would do for that chunk name.
 * 2. routeKeysForPath and routeBranch match a page's path against the generated
 *    route table (.docusaurus/routes.js) the way the client's preload does
 *    (react-router's matchRoutes): the page's routes, hence its chunk names.
 * 3. linkTargets, prefetchChunkNames and chunkIdsOf: for each page the page
 *    links to outside its sidebar, the Rspack chunks its prefetch fetches.
 * Anything unexpected throws, and the build fails: a silent fallback would hide
 * that pages load their chunks the slow way.
 */
const vm = require('node:vm');
const { matchRoutes } = require('react-router-config');

const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

/** The module factories a chunk file pushes onto Rspack's chunk-loading global. */
function chunkModules(chunkSource) {
  const sandbox = { self: {} };
  vm.runInNewContext(chunkSource, sandbox, { timeout: 5000 });
  const queues = Object.values(sandbox.self).filter(Array.isArray);
  const factories = {};
  for (const queue of queues) for (const [, modules] of queue) Object.assign(factories, modules);
  if (Object.keys(factories).length === 0) throw new Error('lean-main: the registry chunk pushed no modules; has the chunk format changed?');
  return factories;
}

/** Anything, called, constructed or read: what a module of main.js is in the sandbox. */
const outsideModule = new Proxy(function outside() {}, {
  get: (_target, key) => (key === '__esModule' ? true : key === Symbol.toPrimitive ? () => '' : outsideModule),
  apply: () => outsideModule,
  construct: () => outsideModule,
});

/** A stand-in for __webpack_require__: runs the chunk's own modules, records the rest. */
function recordingRequire(factories) {
  const cache = {};
  let recording = null;
  function require(id) {
    if (recording) {
      recording.load = [id];
      return {};
    }
    if (cache[id]) return cache[id].exports;
    // A module of main.js (the chunk's route table calls its ComponentCreator):
    // a stand-in that takes any use, as only the registry's data is read here.
    if (!hasOwn(factories, id)) return outsideModule;
    const module = (cache[id] = { id, exports: {} });
    factories[id].call(module.exports, module, module.exports, require);
    return module.exports;
  }
  require.d = (exports, getters) => {
    for (const key of Object.keys(getters)) if (!hasOwn(exports, key)) Object.defineProperty(exports, key, { enumerable: true, get: getters[key] });
  };
  require.r = (exports) => Object.defineProperty(exports, '__esModule', { value: true });
  require.o = hasOwn;
  require.n = (module) => {
    const getter = module && module.__esModule ? () => module.default : () => module;
    require.d(getter, { a: getter });
    return getter;
  };
  require.e = (chunkId) => {
    if (!recording) throw new Error('lean-main: a chunk was loaded outside a registry loader');
    recording.chunks.push(chunkId);
    return Promise.resolve();
  };
  require.t = (id, mode) => {
    if (!recording) throw new Error('lean-main: a namespace was made outside a registry loader');
    recording.load = [id, mode];
    return {};
  };
  require.record = async (loader) => {
    recording = { chunks: [], load: null };
    try {
      await loader();
      if (!recording.load) throw new Error('lean-main: a registry loader required no module');
      return [recording.chunks, ...recording.load];
    } finally {
      recording = null;
    }
  };
  return require;
}

/**
 * { chunkName: [chunkIds, moduleId, mode?] } for every entry of the registry
 * chunk, whose module exports the registry as its default export.
 */
async function extractChunkLoads(chunkSource) {
  const factories = chunkModules(chunkSource);
  const require = recordingRequire(factories);
  const found = Object.keys(factories)
    .map((id) => require(id).default)
    .filter((value) => value && typeof value === 'object' && Object.values(value).every((entry) => Array.isArray(entry) && typeof entry[0] === 'function'));
  const registries = [...new Set(found)];
  if (registries.length !== 1) throw new Error(`lean-main: expected one registry in the registry chunk, found ${registries.length}`);
  const loads = {};
  for (const [chunkName, [loader]] of Object.entries(registries[0])) loads[chunkName] = await require.record(loader);
  return loads;
}

/** The route table of .docusaurus/routes.js, each component replaced by its route key. */
function parseRoutes(routesSource) {
  const body = routesSource
    .replace(/^import .*;$/gm, '')
    .replace(/export default/, 'return');
  if (body === routesSource || !/ComponentCreator\(/.test(body)) throw new Error('lean-main: .docusaurus/routes.js has an unexpected format');
  const componentCreator = (path, hash) => ({ routeKey: `${path}-${hash}` });
  return new Function('ComponentCreator', body)(componentCreator);
}

/** The route keys ("path-hash") the client matches for a page's path, outermost first. */
function routeKeysForPath(routes, pathname) {
  return keysOfMatches(matchRoutes(routes, pathname));
}

function keysOfMatches(matches) {
  return matches.map((match) => match.route.component.routeKey);
}

/** Every chunk name under a route key's chunk-name tree. */
function chunkNamesOf(tree) {
  if (typeof tree === 'string') return [tree];
  if (!tree || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(chunkNamesOf);
}

/** The chunk names of some routes, by route key: how to load each of them. */
function chunkLoadsOfKeys(keys, routesChunkNames, loads) {
  const data = {};
  for (const key of keys) {
    for (const name of chunkNamesOf(routesChunkNames[key])) if (hasOwn(loads, name)) data[name] = loads[name];
  }
  return data;
}

/** The chunk names of the page's routes: how to load each of them. */
function pageChunkLoads({ routes, routesChunkNames, loads }, pathname) {
  return chunkLoadsOfKeys(routeKeysForPath(routes, pathname), routesChunkNames, loads);
}

/** A route of the table as the data block carries it: its fields, its key instead of its component. */
function branchRoute(route, children) {
  const { component, routes: nested, ...fields } = route;
  const node = { ...fields, key: component.routeKey };
  if (nested) node.routes = children;
  return node;
}

/**
 * The branch of the route table that the client matches for the page's path,
 * outermost first, each route holding only its matched child (none when nothing
 * below it matches, as on a 404 page).
 */
function routeBranch(routes, pathname) {
  return branchOfMatches(matchRoutes(routes, pathname));
}

/** The branch as routeBranch gives it, from matches already made. */
function branchOfMatches(matches) {
  let branch = [];
  for (const { route } of [...matches].reverse()) branch = [branchRoute(route, branch)];
  return branch;
}

/** The home page's route, found as Docusaurus's useHomePageRoute finds it. */
function homeRoute(routes, baseUrl) {
  const home = routes.find((route) => route.path === baseUrl && route.exact === true);
  if (home) return home;
  const nested = routes.filter((route) => route.path === baseUrl && !route.exact).flatMap((route) => route.routes ?? []);
  return nested.length ? homeRoute(nested, baseUrl) : undefined;
}

/**
 * The in-site pages a page links to outside its sidebar (navbar, breadcrumbs,
 * text, pagination, footer), without query or hash, its own path left out.
 * Sidebar links (class menu__link) are left out: there is one for every page.
 */
function linkTargets(html, pathname) {
  const targets = new Set();
  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
    if (/\bclass=("[^"]*\bmenu__link\b|menu__link\b)/.test(tag)) continue;
    const href = tag.match(/\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/);
    const value = href && (href[1] ?? href[2] ?? href[3]);
    if (!value || !value.startsWith('/') || value.startsWith('//')) continue;
    const target = value.replace(/[?#].*$/, '');
    if (target && target !== pathname) targets.add(target);
  }
  return [...targets];
}

/**
 * The chunk names a prefetch of a path needs: those of the routes the path
 * matches. (Docusaurus's own prefetch takes every route key with a matched
 * route's path, so each docs link also prefetched the home page's chunks, which
 * share the path '/' with the docs roots; client/docusaurus.ts does as this does.)
 */
function prefetchChunkNames(routes, routesChunkNames, target) {
  return [...new Set(routeKeysForPath(routes, target).flatMap((key) => chunkNamesOf(routesChunkNames[key])))];
}

/**
 * The chunk a prefetch of a chunk name fetches: the one that carries its
 * module, as Docusaurus's prefetch did (by name), not the shared chunks that
 * module also needs, which are mostly the ones a page has already loaded.
 * Rspack lists that chunk last among those a registry loader fetches (chunks
 * split off a chunk come before it), so the last id is the one; the client reads it off
 * the loader the same way once the registry has run. Undefined for a module in main.js.
 */
const prefetchChunkOf = (load) => load[0].at(-1);

/**
 * The chunk names whose last chunk id is not their own named chunk's (see
 * prefetchChunkOf), given the id of every named chunk: should Rspack ever
 * order them otherwise, the build says so instead of prefetching the wrong files.
 */
function prefetchChunkMismatches(loads, namedChunkIds) {
  return Object.keys(loads).filter((name) => {
    const last = prefetchChunkOf(loads[name]);
    return last !== undefined && String(namedChunkIds.get(name)) !== String(last);
  });
}

/** The chunk a prefetch fetches for each of some chunk names (prefetchChunkOf), each once, leaving out those in `skip`. */
function chunkIdsOf(names, loads, skip = new Set()) {
  const ids = new Set();
  for (const name of names) {
    const id = hasOwn(loads, name) ? prefetchChunkOf(loads[name]) : undefined;
    if (id !== undefined && !skip.has(String(id))) ids.add(id);
  }
  return [...ids];
}

/** The data block of one page (see ./routeChunksFormat.ts, PageData). */
function pageData({ routes, routesChunkNames, loads, baseUrl, registryId }, pathname, html) {
  // One match of the page's path serves its branch, its route keys and its chunks.
  const matches = matchRoutes(routes, pathname);
  const keys = keysOfMatches(matches);
  const names = {};
  for (const key of keys) if (hasOwn(routesChunkNames, key)) names[key] = routesChunkNames[key];
  const chunks = chunkLoadsOfKeys(keys, routesChunkNames, loads);
  const data = { path: pathname, chunks, names, routes: branchOfMatches(matches), registry: registryId, prefetch: {} };
  const home = homeRoute(routes, baseUrl);
  if (home && !keys.includes(home.component.routeKey)) data.home = branchRoute(home, []);
  // Chunks the page loads itself need no prefetch.
  const own = new Set(Object.values(chunks).flatMap(([ids]) => ids.map(String)));
  for (const target of linkTargets(html, pathname)) {
    const ids = chunkIdsOf(prefetchChunkNames(routes, routesChunkNames, target), loads, own);
    if (ids.length) data.prefetch[target] = ids;
  }
  return data;
}

/** The page's HTML with the data block before </body>; `<` is escaped so no text can close the element. */
function injectChunkLoads(html, data, elementId) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const at = html.lastIndexOf('</body>');
  if (at === -1) throw new Error('lean-main: a page has no </body>');
  return `${html.slice(0, at)}<script type="application/json" id="${elementId}">${json}</script>${html.slice(at)}`;
}

module.exports = { extractChunkLoads, parseRoutes, routeKeysForPath, pageChunkLoads, routeBranch, homeRoute, linkTargets, prefetchChunkNames, chunkIdsOf, pageData, injectChunkLoads, chunkNamesOf, prefetchChunkMismatches };
