import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Every page's first load carries the route registry (.docusaurus/registry.js):
 * per route chunk, its loader, its source path as a string and its module id.
 * The source path only serves server rendering (react-loadable reports which
 * modules a page used, to list their chunks in the HTML); the browser never
 * reads it. Issue 23: that string is ~40% of the registry's gzip size and
 * grows with every page, so the browser build gets the registry without it.
 */
export default function leanRegistryPlugin(): Plugin {
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{ loader: path.join(__dirname, 'loader.js') }] }],
        },
      };
    },
  };
}
