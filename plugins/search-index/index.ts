import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import type { PluginOptions as EasyopsOptions } from '@easyops-cn/docusaurus-search-local';
import { INDEX_URL_PLACEHOLDER, SEARCH_CONFIG_META_NAME, type SearchConfig } from '../../src/utils/search/config';
import { compactIndex, contentHash, indexFileName, type EasyopsDocument, type EasyopsIndexPart } from './indexFile';
import { shardFileName } from '../../src/utils/search/shardFormat';
import { shardIndex } from './shards';
import { splitIdentifiers } from './identifiers';
import { HEADING_PART, markSharedHeadings } from './sharedHeadings';
import { collectLinkTexts, KEYWORDS_PART, linkTextPart } from './linkTexts';
import { validateSearchOptions } from './searchOptions';
import { SEARCH_WORKER_CHUNK } from '../../src/theme/SearchBar/workerChunk';

// The easyops package is CommonJS without an `exports` map; its factory is the default export.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const easyops = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: EasyopsOptions) => Plugin;
  validateOptions: (context: OptionValidationContext<EasyopsOptions, EasyopsOptions>) => EasyopsOptions;
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildIndex: easyopsBuildIndex } = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex') as {
  buildIndex: (documents: EasyopsDocument[][], config: unknown) => EasyopsIndexPart[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { processPluginOptions } = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions') as {
  processPluginOptions: (options: unknown, context: LoadContext) => unknown;
};

/** spec 3 search config, as written in docusaurus.config.ts. */
export type SearchModeOptions = Partial<Pick<SearchConfig, 'mode' | 'versioned' | 'indexName' | 'apiUrl' | 'searchIndexes' | 'limit' | 'timeoutMs'>>;

/** easyops' options (except `hashed`, which this plugin owns) plus the spec 3 search config. */
export type SearchIndexPluginOptions = Omit<EasyopsOptions, 'hashed'> & { search?: SearchModeOptions };

/** Walks a folder for .html files, leaving out the given sub-folders (other locales' builds). */
async function htmlFiles(dir: string, skip: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(file)) found.push(...(await htmlFiles(file, skip)));
    } else if (entry.name.endsWith('.html')) found.push(file);
  }
  return found;
}

/** Replaces the placeholder in every page that has it; returns how many pages changed. */
async function fillPlaceholder(pages: { file: string; html: string }[], url: string): Promise<number> {
  let changed = 0;
  for (const { file, html } of pages) {
    if (!html.includes(INDEX_URL_PLACEHOLDER)) continue;
    await fs.writeFile(file, html.split(INDEX_URL_PLACEHOLDER).join(url));
    changed += 1;
  }
  return changed;
}

/**
 * Turns easyops' outDir/search-index.json into the sharded index (issue 24):
 * static/search_index.{lang}.{hash}.json is the manifest (spec 7's index URL),
 * beside it search_index.{lang}.terms-{k}.{hash}.json (term shards) and
 * search_index.{lang}.docs-{part}-{k}.{hash}.json (document chunks). The
 * manifest's hash is of its own bytes; the others share one hash of all their
 * contents, which the manifest holds, so every URL changes whenever any of
 * the files does. Puts the manifest's URL into every
 * page of the locale; `skipDirs` are other locales' builds nested in outDir.
 * Returns that URL.
 */
export async function publishIndex({
  outDir,
  baseUrl,
  lang,
  skipDirs = [],
  buildPart,
}: {
  outDir: string;
  baseUrl: string;
  lang: string;
  skipDirs?: string[];
  /** Indexes documents as easyops does; with it, the keywords part holds link texts (linkTexts.ts). */
  buildPart?: (documents: EasyopsDocument[]) => EasyopsIndexPart;
}): Promise<string> {
  // Versioned docs would get more files in version folders; this site has one version.
  const source = path.join(outDir, 'search-index.json');
  const easyopsParts = JSON.parse(await fs.readFile(source, 'utf8')) as EasyopsIndexPart[];
  // Each page is read once, for its links and for the placeholder. lean-main and css-purge
  // rewrite pages in their postBuild too, but synchronously (lean-main after microtasks only),
  // so they are done before this plugin's postBuild resumes from easyops' file I/O.
  const pages = await Promise.all((await htmlFiles(outDir, new Set(skipDirs))).map(async (file) => ({ file, html: await fs.readFile(file, 'utf8') })));
  if (buildPart && easyopsParts[KEYWORDS_PART]) {
    // What other pages call each page, in their links' words (issue 39).
    const bodies = pages.map(({ file, html }) => ({ url: baseUrl + path.relative(outDir, file).split(path.sep).join('/'), html }));
    const firstId = 1 + Math.max(0, ...easyopsParts.flatMap((part) => part.documents.map((doc) => Number(doc.i))));
    easyopsParts[KEYWORDS_PART] = linkTextPart(easyopsParts[0].documents, collectLinkTexts(bodies), { build: buildPart, firstId });
  }
  const published = compactIndex(easyopsParts);
  // Identifiers of titles and headings also by their words (issue 39).
  const { parts, words } = splitIdentifiers(published);
  // Headings that many pages share name none of them (sharedHeadings.ts).
  words[HEADING_PART] &&= markSharedHeadings(parts[HEADING_PART].documents, words[HEADING_PART]);
  const { manifest, files } = shardIndex(parts, { words });
  await fs.mkdir(path.join(outDir, 'static'), { recursive: true });
  const filesHash = contentHash(files.map((file) => `${file.key}\n${file.content}`).join('\n'));
  for (const file of files) await fs.writeFile(path.join(outDir, 'static', shardFileName({ lang, key: file.key, hash: filesHash })), file.content);
  const compact = JSON.stringify(manifest(filesHash));
  const name = indexFileName({ lang, hash: contentHash(compact) });
  await fs.writeFile(path.join(outDir, 'static', name), compact);
  await fs.rm(source);

  const url = `${baseUrl}static/${name}`;
  if ((await fillPlaceholder(pages, url)) === 0) throw new Error(`search-index: no page of ${outDir} has the search meta tag`);
  return url;
}

/**
 * Search for the site: @easyops-cn/docusaurus-search-local indexes every doc
 * of the locale (titles, headings, text and code blocks; Chinese cut by
 * jieba), and this wrapper publishes its index for our own search panel
 * (src/theme/SearchBar):
 *
 * - spec 7: the index is written to {baseUrl}static/search_index.{lang}.{hash}.json,
 *   the hash taken from the file's own bytes, so each locale's URL changes
 *   exactly when its index does (easyops hashes only docs/, so a Chinese-only
 *   edit would keep the old URL and a CDN could serve a stale index);
 * - lunr's field vectors and the term positions are left out of the file
 *   (rebuilt or found again in the browser, see compactIndex): -40 % gzip;
 * - every page gets <meta name="rstest-search"> with the search config and
 *   that URL, which is filled in after the build, once the hash is known;
 * - the plugin's own /search page and navbar box are not used (its page reads
 *   the unhashed file, which is not published).
 */
function searchIndexPlugin(context: LoadContext, options: SearchIndexPluginOptions): Plugin {
  const { search = {}, ...easyopsOptions } = options;
  // Unhashed, easyops writes a predictable search-index.json that we then publish.
  const inner = easyops.default(context, { ...easyopsOptions, hashed: false });
  // easyops' own indexing (tokenizer with jieba, lunr pipeline), for the keywords part built from link texts.
  // lunr's index serializes itself (toJSON) as easyops writes it to search-index.json.
  const easyopsConfig = processPluginOptions(easyopsOptions, context);
  const buildPart = (documents: EasyopsDocument[]) => JSON.parse(JSON.stringify(easyopsBuildIndex([documents], easyopsConfig)[0])) as EasyopsIndexPart;
  const { baseUrl } = context.siteConfig;
  const { currentLocale, defaultLocale, locales } = context.i18n;

  return {
    ...inner,
    // No /search route: see above.
    contentLoaded: undefined,

    // The search worker (src/theme/SearchBar/searchWorker.ts names its chunk) is one
    // script: Rspack would otherwise move lunr out of it into a chunk of its own,
    // which the worker can only fetch once it has started (importScripts), one
    // round trip more between Ctrl+K and a ready index (issue 39). Other chunks
    // split as before ('async').
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: { chunks: (chunk: { name?: string | null; canBeInitial(): boolean }) => !chunk.canBeInitial() && chunk.name !== SEARCH_WORKER_CHUNK },
        },
      };
    },

    injectHtmlTags() {
      const config: Partial<SearchConfig> = { mode: 'local', ...search, lang: currentLocale, indexUrl: INDEX_URL_PLACEHOLDER };
      return { headTags: [{ tagName: 'meta', attributes: { name: SEARCH_CONFIG_META_NAME, content: JSON.stringify(config) } }] };
    },

    async postBuild(props) {
      await inner.postBuild?.(props);
      const { outDir } = props;
      const otherLocales = currentLocale === defaultLocale ? locales.filter((l) => l !== defaultLocale) : [];
      await publishIndex({ outDir, baseUrl, lang: currentLocale, skipDirs: otherLocales.map((l) => path.join(outDir, l)), buildPart });
    },
  };
}

function validateOptions({ options, validate }: OptionValidationContext<SearchIndexPluginOptions, SearchIndexPluginOptions>): SearchIndexPluginOptions {
  const { search, ...rest } = options;
  const validated = easyops.validateOptions({ options: rest, validate: validate as never });
  return { ...validated, search: validateSearchOptions(search) };
}

// Docusaurus types this hook generically; ours takes and returns our options.
searchIndexPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];

// Docusaurus passes the validated options, which validateOptions has typed.
export default searchIndexPlugin as PluginModule;
