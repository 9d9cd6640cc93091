/**
 * Stands for the constants easyops generates at build time
 * (@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js),
 * with this site's settings (src/config/search.ts): it registers the same lunr
 * language pipelines, so the search engine runs in unit tests as in the browser.
 */
import lunr from 'lunr';
import { lunrLanguageZh } from '@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js';

// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.stemmer.support.js')(lunr);
lunrLanguageZh(lunr);
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('lunr-languages/lunr.multi.js')(lunr);

export const removeDefaultStopWordFilter: string[] = [];
export const language = ['en', 'zh'];
export const searchIndexUrl = 'search-index{dir}.json';
export const searchResultLimits = 8;
export const fuzzyMatchingDistance = 1;
