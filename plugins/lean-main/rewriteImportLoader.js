// Webpack/Rspack loader: points one import of a module (`options.from`) at
// another file (`options.to`). Fails the build when the import is not there,
// so that a Docusaurus upgrade that moves it cannot go unnoticed.
module.exports = function rewriteImportLoader(source) {
  const { from, to } = this.getOptions();
  const pattern = new RegExp(`(from\\s*)(['"])${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\2`, 'g');
  if (!pattern.test(source)) throw new Error(`lean-main: ${this.resourcePath} no longer imports ${from}`);
  return source.replace(pattern, (_, keyword) => `${keyword}${JSON.stringify(to)}`);
};
