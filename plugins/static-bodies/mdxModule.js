/**
 * The compiled MDX module of a page (what @docusaurus/mdx-loader returns), for
 * one build:
 * - every build: `export const staticBodyKey = "<key>"`, which Docusaurus puts
 *   on the module's default export (the page component), so the page's body
 *   holder knows which body file is its own (client/StaticBody.tsx);
 * - the production browser build (`stub`): the body itself is dropped. The
 *   default export becomes a component that renders nothing, and only the
 *   named exports the page chrome reads stay (front matter, title, toc,
 *   metadata, assets), with the declarations and imports they use. The body
 *   reaches the browser as the page's HTML, and on a client-side navigation
 *   as its body file (index.ts writes them after the build).
 */
const acorn = require('acorn');

const KEY_EXPORT = 'staticBodyKey';

/** Every identifier name under `node` (over-approximates: property keys count too, which only keeps more). */
function namesIn(node, names = new Set()) {
  if (!node || typeof node !== 'object') return names;
  if (Array.isArray(node)) {
    for (const child of node) namesIn(child, names);
    return names;
  }
  if (node.type === 'Identifier' || node.type === 'JSXIdentifier') names.add(node.name);
  for (const [field, value] of Object.entries(node)) {
    if (field !== 'type' && field !== 'start' && field !== 'end' && value && typeof value === 'object') namesIn(value, names);
  }
  return names;
}

/** The names a top-level statement declares. */
function declaredNames(statement) {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (!declaration) return [];
  if (declaration.type === 'ImportDeclaration') return declaration.specifiers.map((specifier) => specifier.local.name);
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') return declaration.id ? [declaration.id.name] : [];
  if (declaration.type === 'VariableDeclaration') return [...namesIn(declaration.declarations.map((d) => d.id))];
  return [];
}

/**
 * Kept in the stub: named exports, imports without bindings (a stylesheet),
 * anything that is neither a declaration nor the default export, and the
 * declarations and imports those use, transitively.
 */
function keptStatements(body) {
  const candidates = body.filter((statement) => statement.type !== 'ExportDefaultDeclaration');
  const isRoot = (statement) =>
    statement.type === 'ExportNamedDeclaration' ||
    statement.type === 'ExportAllDeclaration' ||
    (statement.type === 'ImportDeclaration' && statement.specifiers.length === 0) ||
    !['ImportDeclaration', 'FunctionDeclaration', 'ClassDeclaration', 'VariableDeclaration'].includes(statement.type);
  const kept = new Set(candidates.filter(isRoot));
  const used = new Set();
  const pending = [...kept];
  while (pending.length > 0) {
    const statement = pending.pop();
    // An import's own names are what it declares, not uses.
    if (statement.type !== 'ImportDeclaration') namesIn(statement, used);
    for (const candidate of candidates) {
      if (!kept.has(candidate) && declaredNames(candidate).some((name) => used.has(name))) {
        kept.add(candidate);
        pending.push(candidate);
      }
    }
  }
  return candidates.filter((statement) => kept.has(statement));
}

/**
 * @param {string} code the module mdx-loader returned
 * @param {{ key: string, stub: boolean }} options
 * @returns {string}
 */
function staticBodyModule(code, { key, stub }) {
  const program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const defaults = program.body.filter((statement) => statement.type === 'ExportDefaultDeclaration');
  if (defaults.length !== 1) {
    throw new Error(`static-bodies: expected one default export (the MDX content) in the compiled page, found ${defaults.length}; has mdx-loader's output changed?`);
  }
  if (program.body.some((statement) => declaredNames(statement).includes(KEY_EXPORT))) {
    throw new Error(`static-bodies: the page declares \`${KEY_EXPORT}\` itself; that name is reserved for its body key`);
  }
  const keyExport = `export const ${KEY_EXPORT} = ${JSON.stringify(key)};\n`;
  if (!stub) return `${code}\n${keyExport}`;
  const kept = keptStatements(program.body).map((statement) => code.slice(statement.start, statement.end));
  return [
    ...kept,
    keyExport,
    '// The body is static HTML in the browser build (plugins/static-bodies).',
    'export default function StaticMDXContent() { return null; }',
    '',
  ].join('\n');
}

module.exports = { staticBodyModule, KEY_EXPORT };
