// Webpack/Rspack loader for .docusaurus/registry.js, browser build only (see index.ts).
const { stripSourcePaths } = require('./stripSourcePaths');

module.exports = function leanRegistryLoader(source) {
  return stripSourcePaths(source);
};
