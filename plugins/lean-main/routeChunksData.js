/**
 * After the build: writes into each page's HTML how to load its own route chunks
 * (client/routeRegistry.ts reads it), so that main.js needs no registry of every
 * route chunk. Build-time only (Node).
 *
 * 1. extractChunkLoads runs the emitted registry chunk (route-registry.*.js) in
 *    a sandbox with a recording stand-in for the Rspack runtime, and calls each
 *    entry's loader: the chunk ids it fetches and the module it requires are what
 *    the browser would do for that chunk name.
 * 2. routeKeysForPath matches a page's path against the generated route table
 *    (.docusaurus/routes.js) the way the client's preload does (react-router's
 *    matchRoutes), giving the route keys, hence the chunk names, of the page.
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
    if (!hasOwn(factories, id)) throw new Error(`lean-main: the registry chunk requires module ${id}, which it does not contain`);
    const module = (cache[id] = { id, exports: {} });
    factories[id].call(module.exports, module, module.exports, require);
    return module.exports;
  }
  require.d = (exports, getters) => {
    for (const key of Object.keys(getters)) if (!hasOwn(exports, key)) Object.defineProperty(exports, key, { enumerable: true, get: getters[key] });
  };
  require.r = (exports) => Object.defineProperty(exports, '__esModule', { value: true });
  require.o = hasOwn;
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
  const registries = Object.keys(factories)
    .map((id) => require(id).default)
    .filter((value) => value && typeof value === 'object' && Object.values(value).every((entry) => Array.isArray(entry) && typeof entry[0] === 'function'));
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
  return matchRoutes(routes, pathname).map((match) => match.route.component.routeKey);
}

/** Every chunk name under a route key's chunk-name tree. */
function chunkNamesOf(tree) {
  if (typeof tree === 'string') return [tree];
  if (!tree || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(chunkNamesOf);
}

/** The data block of one page: how to load each of its route chunks. */
function pageChunkLoads({ routes, routesChunkNames, loads }, pathname) {
  const data = {};
  for (const key of routeKeysForPath(routes, pathname)) {
    for (const name of chunkNamesOf(routesChunkNames[key])) if (hasOwn(loads, name)) data[name] = loads[name];
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

module.exports = { extractChunkLoads, parseRoutes, routeKeysForPath, pageChunkLoads, injectChunkLoads, chunkNamesOf };
