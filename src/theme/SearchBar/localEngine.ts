/**
 * The local search engine: this locale's easyops index (published by
 * plugins/search-index), queried the way easyops' own worker queries it, and
 * turned into spec 3 suggestions. Loaded on demand (a separate chunk with
 * lunr), so pages that are only read never pay for it.
 */
import lunr from 'lunr';
// Importing the generated constants registers lunr's zh and multi-language
// pipelines, which lunr.Index.load needs.
import { language } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js';
import { tokenize } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js';
import { smartQueries } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js';
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js';
import { checkPublishedIndex, inflatePart, type IndexDocument } from '@site/src/utils/search/indexFormat';
import { cutSnippet } from '@site/src/utils/search/snippet';
import { termPositions } from '@site/src/utils/search/termPositions';
import { measure } from '@site/src/utils/search/timing';
import type { SearchEngine, SearchSuggestion } from '@site/src/utils/search/types';

/** easyops document types, in file order. */
const enum DocType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

interface RawResult {
  document: IndexDocument;
  type: DocType;
  page: IndexDocument | undefined | false;
  metadata: Record<string, unknown>;
}

const stem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

function toSuggestion({ document, type, page, metadata }: RawResult, query: string): SearchSuggestion {
  const terms = Object.keys(metadata);
  const link = document.u + (document.h ?? '');
  const pageTitle = page ? page.t : (document.s ?? document.t);
  if (type === DocType.Title) {
    return { type: 'title', title: document.t, header: document.t, link, query, statement: '', highlights: termPositions(document.t, terms, stem) };
  }
  if (type === DocType.Heading) {
    return { type: 'header', title: pageTitle, header: document.t, link, query, statement: '', highlights: termPositions(document.t, terms, stem) };
  }
  const snippet = cutSnippet(document.t, termPositions(document.t, terms, stem));
  return { type: 'content', title: pageTitle, header: document.s ?? pageTitle, link, query, statement: snippet.text, highlights: snippet.highlights };
}

export function createLocalEngine(json: unknown): SearchEngine {
  const checked = checkPublishedIndex(json);
  const parts = checked.map((part, type) => ({
    type: type as DocType,
    index: lunr.Index.load(inflatePart(part)),
    byId: new Map(part.documents.map((doc) => [String(doc.i), doc])),
  }));
  const titles = parts[DocType.Title]?.byId ?? new Map<string, IndexDocument>();
  // Chinese words known to the index: the browser has no jieba, so queries are
  // cut into these words (easyops cutZhWords).
  const zhDictionary = [
    ...new Set(
      checked.flatMap((part) => part.terms.map(([term]) => term).filter((term) => /\p{Unified_Ideograph}/u.test(term[0] ?? ''))),
    ),
  ];

  return {
    search(input, limit) {
      const tokens = tokenize(input, language);
      if (tokens.length === 0) return [];
      const results: RawResult[] = [];
      const seen = new Set<string>();
      search: for (const { term } of smartQueries(tokens, zhDictionary)) {
        for (const { type, index, byId } of parts) {
          const hits = index.query((query) => {
            for (const item of term) {
              query.term(item.value, { wildcard: item.wildcard, presence: item.presence, ...(item.editDistance ? { editDistance: item.editDistance } : null) });
            }
          });
          for (const hit of hits.slice(0, limit)) {
            if (seen.has(hit.ref)) continue;
            const document = byId.get(hit.ref);
            if (!document) continue;
            seen.add(hit.ref);
            const page = type !== DocType.Title && document.p !== undefined ? titles.get(String(document.p)) : false;
            results.push({ document, type, page, metadata: hit.matchData.metadata });
            if (results.length >= limit) break search;
          }
        }
      }
      // easyops' order: each page's title first, its headings and text after it.
      sortSearchResults(results);
      return results.map((result) => toSuggestion(result, input));
    },
  };
}

/**
 * Fetches the index and builds it (inflates the published format and loads
 * it into lunr). Timings go to the User Timing API
 * (rstest-search:index-fetch, rstest-search:index-build) for the benchmark.
 */
export async function loadLocalEngine(indexUrl: string | undefined): Promise<SearchEngine> {
  if (!indexUrl) throw new Error('this page has no search index (search works in a production build only)');
  const started = performance.now();
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${indexUrl}`);
  const json: unknown = await response.json();
  const fetched = performance.now();
  const engine = createLocalEngine(json);
  const built = performance.now();
  measure('rstest-search:index-fetch', started, fetched);
  measure('rstest-search:index-build', fetched, built);
  return engine;
}
