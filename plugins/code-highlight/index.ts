import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { darkCodeTheme, lightCodeTheme } from '../../src/config/prismThemes';
import { prismThemesCss } from '../../src/utils/prismThemeCss';

/**
 * Keeps Prism out of every page's first load.
 * - The classic theme registers the extra Prism languages in a client module,
 *   which pulls prism-react-renderer (~26 KB gzip) into the main bundle of
 *   every page. That module is swapped for an empty one; the languages are
 *   registered where code is highlighted (src/theme/CodeBlock/Content/HighlightedLines.tsx),
 *   a chunk loaded only when a code block renders in the browser.
 * - Token colours come from this generated stylesheet instead of inline
 *   styles, so server-rendered code keeps its colours in both modes without
 *   the browser re-rendering it.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, prismThemesCss(lightCodeTheme, darkCodeTheme));
  const contentDir = path.join(context.siteDir, 'src', 'theme', 'CodeBlock', 'Content');
  return {
    name: 'code-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const plugins = [
        new NormalModuleReplacementPlugin(/theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, path.resolve(__dirname, 'emptyClientModule.js')),
      ];
      // The server renders highlighted code in one pass (no lazy component).
      if (isServer) plugins.push(new NormalModuleReplacementPlugin(/[\\/]LazyHighlightedLines(\.ts)?$/, path.join(contentDir, 'ServerHighlightedLines.ts')));
      return { plugins };
    },
  };
}
