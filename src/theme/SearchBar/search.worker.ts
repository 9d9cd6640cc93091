/**
 * The search worker (issue 39): the local engine (./localEngine: lunr, the
 * Chinese cut, the ranking) off the page's main thread. The page starts it
 * with ./searchWorker and talks to it as src/utils/search/workerProtocol.ts
 * says. The worker fetches the term shards and document chunks itself, from
 * the folder of the manifest the page fetched and sent.
 */
import { serveEngine, type WorkerScope } from '@site/src/utils/search/workerProtocol';
import { createLocalEngine } from './localEngine';

serveEngine(self as unknown as WorkerScope, (manifest, { baseUrl, lang }) => createLocalEngine(manifest, { baseUrl, lang }));
