/**
 * `@docusaurus/ComponentCreator` for the production browser build (see
 * ../index.ts): the same route components as Docusaurus's own, but each route
 * chunk is loaded through routeRegistry.ts and the chunk names come from
 * chunkNames.ts, so main.js holds neither the registry nor the chunk names of
 * every route. The server build keeps Docusaurus's original (it also reports
 * the modules a page used).
 *
 * One component per route key: the page's routes are created from its data
 * block at start-up (liveRoutes.ts) and again by the whole route table later;
 * both must be the same component, or React would mount the page anew.
 */
import React from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import type { ChunkNames } from '@docusaurus/types';
import flat from '@docusaurus/core/lib/client/flat';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import { loadChunk } from './routeRegistry';
import { chunkNamesOf } from './chunkNames';
import { assembleRouteProps, type LoadedModule } from './assembleRouteProps';

type Loaded = Record<string, LoadedModule>;

function notFoundRoute() {
  return Loadable({
    loading: Loading,
    loader: () => import('@theme/NotFound'),
    render(loaded: { default: React.ComponentType }, props: object) {
      const NotFound = loaded.default;
      return (
        <RouteContextProvider value={{ plugin: { name: 'native', id: 'default' } }}>
          <NotFound {...props} />
        </RouteContextProvider>
      );
    },
  });
}

const created = new Map<string, React.ComponentType>();
const routeKeys = new WeakMap<object, string>();

/** The route key ("path-hash") a route component was created for. */
export function routeKeyOf(component: unknown): string | undefined {
  return component && (typeof component === 'object' || typeof component === 'function') ? routeKeys.get(component) : undefined;
}

export default function ComponentCreator(path: string, hash: string) {
  const key = `${path}-${hash}`;
  let component = created.get(key);
  if (!component) {
    component = path === '*' ? notFoundRoute() : routeComponent(path, key);
    created.set(key, component);
    routeKeys.set(component, key);
  }
  return component;
}

function routeComponent(path: string, key: string) {
  const chunkNames = chunkNamesOf(key) as ChunkNames | undefined;
  if (!chunkNames) throw new Error(`lean-main: no chunk names for the route ${key}`);
  const loader: Record<string, () => Promise<LoadedModule>> = {};
  for (const [keyPath, chunkName] of Object.entries(flat(chunkNames) as Record<string, string>)) {
    loader[keyPath] = () => loadChunk(chunkName) as Promise<LoadedModule>;
  }
  return Loadable.Map({
    loading: Loading,
    loader,
    render(loaded: Loaded, props: object) {
      // A chunk name no route chunk has loads nothing and stays a string, as in Docusaurus.
      const present = Object.fromEntries(Object.entries(loaded).filter(([, module]) => module !== undefined));
      const { __comp: Component, __context: routeContext, __props: routeProps, ...modules } = assembleRouteProps(path, chunkNames, present);
      const Route = Component as React.ComponentType<Record<string, unknown>>;
      return (
        <RouteContextProvider value={routeContext as never}>
          <Route {...modules} {...(routeProps as object)} {...props} />
        </RouteContextProvider>
      );
    },
  }) as unknown as React.ComponentType;
}
