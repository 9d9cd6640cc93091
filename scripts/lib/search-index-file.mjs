/**
 * Where a built page's search index lives: every page names the manifest of its
 * locale in its `rstest-search` meta tag (plugins/search-index). Read by the
 * search and scale benches, which measure the files of a build folder.
 */
import fs from 'node:fs';

/** The index URL a built page carries in its search meta tag. */
export function indexUrlOf(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const match = /<meta name="?rstest-search"? content=(?:'([^']*)'|"([^"]*)")/.exec(html);
  if (!match) throw new Error(`${htmlFile} has no rstest-search meta tag: is this a build of this site?`);
  const content = (match[1] ?? match[2]).replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return JSON.parse(content).indexUrl;
}
