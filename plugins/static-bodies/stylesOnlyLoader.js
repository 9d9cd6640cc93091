/**
 * The production browser build's `@theme/MDXComponents` (see index.ts): no page
 * body is rendered there, so the Markdown components' code is not needed, but
 * their stylesheets are, since the server-rendered bodies use their classes
 * (every stylesheet goes into the site's one CSS file). This loader walks the
 * import graph of the real MDX components from `options.entry` and returns a
 * module that imports only the stylesheets it found, in the order the real
 * graph would import them, and exports an empty component map.
 *
 * Only the site's own files and Docusaurus's packages are walked (the other
 * packages the components use ship no stylesheets). A CSS-module class a page
 * uses but the stylesheet lacks is caught by tests/e2e/cssModules.spec.ts.
 */
const fs = require('node:fs');
const path = require('node:path');

const IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The module specifiers a JavaScript or TypeScript file imports, in order. */
function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) found.push(match[1] ?? match[2]);
  return found;
}

module.exports = async function stylesOnlyLoader() {
  const callback = this.async();
  const { entries, siteDir } = this.getOptions();
  const resolve = this.getResolve({});
  const resolveFrom = (context, request) =>
    new Promise((done) => resolve(context, request, (error, result) => done(error ? null : result)));
  const walkable = (file) =>
    (file.startsWith(siteDir) && !file.includes(`${path.sep}node_modules${path.sep}`)) || file.includes(`${path.sep}node_modules${path.sep}@docusaurus${path.sep}`);
  const visited = new Set();
  const stylesheets = [];
  const visit = async (file) => {
    if (visited.has(file)) return;
    visited.add(file);
    if (/\.css$/.test(file)) {
      stylesheets.push(file);
      return;
    }
    if (!/\.[cm]?[jt]sx?$/.test(file) || !walkable(file)) return;
    this.addDependency(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const request of importsOf(source)) {
      const resolved = await resolveFrom(path.dirname(file), request);
      if (resolved) await visit(resolved.replace(/\?.*$/, ''));
    }
  };
  try {
    for (const entry of entries) {
      const file = await resolveFrom(siteDir, entry);
      if (!file) throw new Error(`static-bodies: cannot resolve ${entry}`);
      await visit(file);
    }
    callback(null, `${stylesheets.map((file) => `import ${JSON.stringify(file)};`).join('\n')}\nexport default {};\n`);
  } catch (error) {
    callback(error);
  }
};

module.exports.importsOf = importsOf;
