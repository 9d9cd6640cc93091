import type { ChunkNames } from '@docusaurus/types';

export type LoadedModule = { default?: unknown; [key: string]: unknown };

/** Puts each loaded module where its chunk name was in the route's chunk-name tree. */
export function assembleRouteProps(path: string, chunkNames: ChunkNames, loaded: Record<string, LoadedModule>): Record<string, unknown> {
  const tree = JSON.parse(JSON.stringify(chunkNames)) as Record<string, unknown>;
  for (const [keyPath, module] of Object.entries(loaded)) {
    const value = module.default;
    if (!value) {
      throw new Error(`The page component at ${path} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`);
    }
    // A JSON module's other named exports ride along on its value, as in Docusaurus.
    if (typeof value === 'object' || typeof value === 'function') {
      for (const key of Object.keys(module)) if (key !== 'default') (value as Record<string, unknown>)[key] = module[key];
    }
    const keys = keyPath.split('.');
    let parent = tree;
    for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    parent[keys[keys.length - 1]] = value;
  }
  return tree;
}
