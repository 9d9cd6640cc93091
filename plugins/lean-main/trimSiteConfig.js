/**
 * The browser's copy of the site config (.docusaurus/docusaurus.config.mjs)
 * without what no client code reads (issue 23: every page's main.js carries it):
 * - `presets`, `plugins`, `themes`: plugin options, read at build time only;
 * - `themeConfig.prism.theme` and `darkTheme`: code colours come from the
 *   generated stylesheet (plugins/code-highlight) and our CodeBlock's
 *   Container and Content never call usePrismTheme().
 * Throws when the file is not the `export default {JSON}` Docusaurus writes:
 * a silent no-op would hide that the saving is gone.
 */
const PREFIX = 'export default ';

function trimSiteConfig(source) {
  const start = source.indexOf(PREFIX);
  if (start === -1) throw new Error('lean-main: .docusaurus/docusaurus.config.mjs has no `export default`; has its format changed?');
  const body = source.slice(start + PREFIX.length).trim().replace(/;$/, '');
  let config;
  try {
    config = JSON.parse(body);
  } catch (error) {
    throw new Error(`lean-main: .docusaurus/docusaurus.config.mjs is not JSON after \`export default\` (${error.message}); has its format changed?`);
  }
  delete config.presets;
  delete config.plugins;
  delete config.themes;
  if (config.themeConfig?.prism) {
    delete config.themeConfig.prism.theme;
    delete config.themeConfig.prism.darkTheme;
  }
  return `${source.slice(0, start)}${PREFIX}${JSON.stringify(config)};\n`;
}

module.exports = { trimSiteConfig };
