/**
 * lunr as the search engine needs it, and the easyops settings it reads.
 *
 * easyops' generated constants register lunr-languages' stemmer support and
 * multi-language pipelines, for the index's build. The published index's
 * search pipelines use lunr's own stemmer only (every part's `pipeline` is
 * ["stemmer"]), so the engine needs just the Chinese stop words besides lunr:
 * registering them alone keeps the rest of lunr-languages out of the search
 * worker's script (issue 39: about 2.5 KB of every first search). The
 * settings are the site's easyops options (src/config/search.ts) with
 * easyops' defaults.
 */
import lunr from 'lunr';
import { lunrLanguageZh } from '@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js';
import { searchOptions } from '@site/src/config/search';

type WithLanguages = typeof lunr & { trimmerSupport?: object; zh?: { stopWordFilter: (word: string) => unknown } };
const withLanguages = lunr as WithLanguages;

if (!withLanguages.zh) {
  // lunrLanguageZh puts its trimmer factory on lunr.trimmerSupport, which lunr-languages' stemmer support creates.
  withLanguages.trimmerSupport ??= {};
  lunrLanguageZh(lunr);
}

/** The index's languages (easyops' `language`). */
export const language: string[] = ([] as string[]).concat(searchOptions.language ?? ['en']);

/** The languages whose stop words are kept (easyops' `removeDefaultStopWordFilter`). */
const removeDefaultStopWordFilter: string[] = Array.isArray(searchOptions.removeDefaultStopWordFilter) ? searchOptions.removeDefaultStopWordFilter : [];

/** Typos allowed in the loosest queries (easyops' `fuzzyMatchingDistance`, 1 by default). */
export const fuzzyMatchingDistance: number = searchOptions.fuzzyMatchingDistance ?? 1;

/** The stop word filters of the index's languages: a word is kept when each returns something. */
export const stopWordFilters: ((word: string) => unknown)[] = language.flatMap((lang) => {
  if (removeDefaultStopWordFilter.includes(lang)) return [];
  if (lang === 'en') return [lunr.stopWordFilter as (word: string) => unknown];
  const filter = lang === 'zh' ? withLanguages.zh?.stopWordFilter : undefined;
  return filter ? [filter] : [];
});

export default lunr;
