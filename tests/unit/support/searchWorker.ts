/**
 * Stands for src/theme/SearchBar/searchWorker.ts, whose `import.meta.url`
 * only Rspack reads. jsdom has no Web Worker, so starting one fails, as in a
 * browser without workers: the search runs on the page (the fallback).
 */
export function startSearchWorker(): never {
  throw new ReferenceError('Worker is not defined');
}
