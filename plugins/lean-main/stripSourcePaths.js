/**
 * Replaces each entry's source path string (the 2nd element of
 * `[() => import(…), "path", require.resolveWeak("path")]`) by 0. Throws when
 * the registry has entries but none matched: Docusaurus changed its format,
 * and a silent no-op would hide that the saving is gone.
 */
function stripSourcePaths(source) {
  const entry = /(\)\s*,\s*)"(?:[^"\\]|\\.)*"(\s*,\s*require\.resolveWeak\()/g;
  const stripped = source.replace(entry, '$10$2');
  if (stripped === source && /require\.resolveWeak\(/.test(source)) {
    throw new Error('lean-main: no source path found in .docusaurus/registry.js; has its format changed?');
  }
  return stripped;
}

module.exports = { stripSourcePaths };
