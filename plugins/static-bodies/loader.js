// Webpack/Rspack loader for compiled MDX pages, run after @docusaurus/mdx-loader
// (enforce: 'post' in index.ts): see mdxModule.js.
const path = require('node:path');
const { staticBodyModule } = require('./mdxModule');
const { bodyKey } = require('./bodyKey');

module.exports = function staticBodiesLoader(code) {
  const { siteDir, stub } = this.getOptions();
  // The same file compiled twice (a blog post and its truncated list version) has two bodies.
  const key = bodyKey(path.relative(siteDir, this.resourcePath).split(path.sep).join('/') + this.resourceQuery);
  return staticBodyModule(code, { key, stub });
};
