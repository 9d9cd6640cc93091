import type { WorkerHandle } from '@site/src/utils/search/workerProtocol';

/**
 * Starts the search worker. Rspack sees `new Worker(new URL(…, import.meta.url))`
 * and builds ./search.worker.ts, with everything it imports, into a script
 * of its own beside the page's chunks (same origin: the site's
 * Content-Security-Policy allows it). Throws where workers cannot start; the
 * caller then runs the engine on the page.
 */
export function startSearchWorker(): WorkerHandle {
  // The name must be written out for Rspack to read it: SEARCH_WORKER_CHUNK (./workerChunk.ts).
  return new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'rstest-search' }) as unknown as WorkerHandle;
}
