// Rspack/webpack loader for .docusaurus/docusaurus.config.mjs, browser build only (see index.ts).
const { trimSiteConfig } = require('./trimSiteConfig');

module.exports = function leanSiteConfigLoader(source) {
  return trimSiteConfig(source);
};
