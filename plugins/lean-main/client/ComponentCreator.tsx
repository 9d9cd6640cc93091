/**
 * `@docusaurus/ComponentCreator` for the production browser build (see
 * ../index.ts): the same route components as Docusaurus's own, but each route
 * chunk is loaded through routeRegistry.ts, so main.js no longer holds the
 * registry of every route chunk. The server build keeps Docusaurus's original
 * (it also reports the modules a page used).
 */
import React from 'react';
import Loadable from 'react-loadable';
import routesChunkNames from '@generated/routesChunkNames';
import Loading from '@theme/Loading';
import type { ChunkNames } from '@docusaurus/types';
import flat from '@docusaurus/core/lib/client/flat';
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import { loadChunk } from './routeRegistry';
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

export default function ComponentCreator(path: string, hash: string) {
  if (path === '*') return notFoundRoute();
  const chunkNames = (routesChunkNames as Record<string, ChunkNames>)[`${path}-${hash}`];
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
  });
}
