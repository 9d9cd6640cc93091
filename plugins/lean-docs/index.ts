import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule, RouteConfig } from '@docusaurus/types';
import { leanVersionProp } from './leanVersionProp';

type DocsPluginOptions = Parameters<typeof docsPlugin>[1];

/** Applies leanVersionProp to every route of the tree that carries a docs version prop. */
function leanRoute(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  return {
    ...route,
    ...(version ? { props: { ...route.props, version: leanVersionProp(version) } } : {}),
    ...(route.routes ? { routes: route.routes.map(leanRoute) } : {}),
  };
}

/**
 * The classic docs plugin, with a lighter version prop (issue 23: first load
 * that does not grow with the page count). Every doc page loads its version's
 * prop: the sidebars plus a map of every doc's id, title and description. The
 * map only serves DocCard (category index cards), which this site never
 * renders, yet it made each page ~70 bytes gzip heavier per page in the docs.
 * Everything else the plugin does (routes, CLI, translations) is unchanged.
 */
async function leanDocsPlugin(context: LoadContext, options: DocsPluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) => contentLoaded({ ...args, actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(leanRoute(route)) } }),
  };
}

// Docusaurus validates (and fills the defaults of) a function plugin's options
// through its validateOptions property.
leanDocsPlugin.validateOptions = validateOptions;

export default leanDocsPlugin as unknown as PluginModule;
