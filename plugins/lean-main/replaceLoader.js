// Webpack/Rspack loader: the module becomes a re-export of `options.with`
// (used to swap one Docusaurus client file for ours in one build only).
module.exports = function replaceLoader() {
  const { with: replacement } = this.getOptions();
  return `export { default } from ${JSON.stringify(replacement)};\n`;
};
