import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type StatsModule = { name?: string; nameForCondition?: string; identifier?: string; size?: number; modules?: StatsModule[] };
type StatsChunk = { id?: string | number; names?: string[]; files?: string[]; initial?: boolean };

/** Which npm package (or our own folder) a module path belongs to. */
export function ownerOf(moduleName: string): string {
  const packageMatch = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleName);
  if (packageMatch) return packageMatch[1].replace(/\\/g, '/');
  const local = /(?:^\.|\/)(src|plugins|docs|i18n|\.docusaurus)[\\/]([^\\/]+)?/.exec(moduleName);
  return local ? `${local[1]}/${local[2] ?? ''}` : moduleName.slice(0, 60);
}

/**
 * Bundle analysis (README, "Bundle analysis"): when BUNDLE_STATS names a file,
 * the client build writes which packages and modules each chunk holds (sizes
 * before minification). Off by default; no effect on the normal build.
 */
export default function bundleStatsPlugin(): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      const target = process.env.BUNDLE_STATS;
      if (!target || isServer) return {};
      return {
        // Source maps let scripts/bundle-sizes.mjs attribute the minified bytes
        // of each emitted file to the modules they came from.
        devtool: 'source-map',
        // Chunks restored from the persistent cache come without their maps.
        cache: false,
        experiments: { cache: false },
        // Concatenated modules hide their parts from the stats; keep them apart.
        optimization: { concatenateModules: false },
        plugins: [
          {
            apply(compiler: { hooks: { done: { tap: (name: string, fn: (stats: { toJson: (o: object) => unknown }) => void) => void } } }) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({ all: false, ids: true, chunks: true, chunkModules: true, nestedModules: true, dependentModules: true, chunkModulesSpace: 1e6, nestedModulesSpace: 1e6 }) as {
                  chunks: Array<StatsChunk & { modules?: StatsModule[] }>;
                };
                const ownersOf = (modules: StatsModule[] = [], owners: Record<string, number> = {}) => {
                  for (const module of modules) {
                    if (module.modules?.length) ownersOf(module.modules, owners);
                    else { const owner = ownerOf(module.nameForCondition ?? module.name ?? module.identifier ?? '?'); owners[owner] = (owners[owner] ?? 0) + (module.size ?? 0); }
                  }
                  return owners;
                };
                const chunks = json.chunks.map((chunk) => ({
                  id: chunk.id,
                  names: chunk.names,
                  files: chunk.files,
                  initial: chunk.initial,
                  owners: ownersOf(chunk.modules),
                  modules: (chunk.modules ?? [])
                    .map((module) => ({ name: (module.nameForCondition ?? module.name ?? '?').replace(process.cwd(), '.'), size: module.size ?? 0 }))
                    .sort((a, b) => b.size - a.size),
                }));
                fs.mkdirSync(path.dirname(target), { recursive: true });
                fs.writeFileSync(target, JSON.stringify({ chunks }, null, 1));
              });
            },
          },
        ],
      };
    },
  };
}
