import type { SearchIndexPluginOptions } from '../../plugins/search-index';

/**
 * Search (spec 2.7, 3, 7, 9). easyops indexes each locale's docs (code blocks
 * included, Chinese cut by jieba); plugins/search-index publishes the index
 * and the panel's settings. For remote mode set, for example:
 *   search: { mode: 'remote', apiUrl: 'https://search.example.com/api', searchIndexes: ['rstest', 'rspack'], indexName: 'rstest' }
 */
export const searchOptions: SearchIndexPluginOptions = {
  language: ['en', 'zh'],
  docsRouteBasePath: '/',
  indexBlog: false,
  indexPages: false,
  search: {
    mode: 'local',
    versioned: false,
    indexName: 'rstest',
    // spec 9: 7 matches per query.
    limit: 7,
  },
};
