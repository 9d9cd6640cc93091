/** The name of the search worker's chunk (searchWorker.ts; plugins/search-index keeps it one script). */
export const SEARCH_WORKER_CHUNK = 'rstest-search';
