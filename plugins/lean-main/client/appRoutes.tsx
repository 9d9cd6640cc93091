/**
 * The routes Docusaurus's App renders (its `@generated/routes` import is
 * pointed here, see ../index.ts). App renders its table once, at start-up;
 * the live table (liveRoutes.ts) changes when the whole table arrives, so App
 * gets one route without a path, which always matches and renders the live
 * table anew at each location change. No element of its own: the HTML is the same.
 */
import renderRoutes from '@docusaurus/renderRoutes';
import type { RouteConfig } from 'react-router-config';
import { routes } from './liveRoutes';

function LiveRoutes() {
  // The home page's stand-in has no component (see liveRoutes.ts).
  return renderRoutes(routes.filter((route) => route.component));
}

const appRoutes: RouteConfig[] = [{ component: LiveRoutes }];

export default appRoutes;
