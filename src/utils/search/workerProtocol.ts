/**
 * The local search engine in a Web Worker (issue 39). Query parsing, the
 * Chinese cut, lunr and the ranking ran on the page's main thread: a pasted
 * Chinese question froze the tab for seconds. The worker
 * (src/theme/SearchBar/search.worker.ts) holds the engine and fetches the
 * index files itself; the page keeps the Searcher (its cache of 100 keywords,
 * the failure messages) and talks to the worker through a SearchEngine that
 * forwards each search and prefetch as a message (connectEngine).
 */
import { IndexPartError } from './indexPartError';
import type { SearchEngine, SearchSuggestion } from './types';

/** The page asks the worker. */
export type ToWorker =
  | { type: 'init'; manifest: string; baseUrl: string; lang: string }
  | { type: 'search'; id: number; keyword: string; limit: number }
  | { type: 'prefetch'; keyword: string; limit: number; documents: boolean };

/** The worker answers. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; suggestions: SearchSuggestion[] }
  | { type: 'error'; id: number; name: string; message: string };

/** The worker's side: its global scope. */
export interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void;
}

/** The page's side: a Worker. */
export interface WorkerHandle {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: { data: FromWorker }) => void): void;
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}

/** Builds the engine in the worker from the manifest (parsed there: its parse stays off the page too). */
export type CreateEngine = (manifest: unknown, options: { baseUrl: string; lang: string }) => SearchEngine;

/** Runs in the worker: answers the page's messages with the engine built on 'init'. */
export function serveEngine(scope: WorkerScope, createEngine: CreateEngine): void {
  let engine: SearchEngine | null = null;
  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'init') {
      try {
        engine = createEngine(JSON.parse(data.manifest), { baseUrl: data.baseUrl, lang: data.lang });
        scope.postMessage({ type: 'ready' });
      } catch (error) {
        scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    if (data.type === 'prefetch') {
      try {
        engine?.prefetch?.(data.keyword, data.limit, data.documents);
      } catch {
        // A prefetch is a hint; the search reports what went wrong.
      }
      return;
    }
    const { id, keyword, limit } = data;
    const answer = async () => {
      if (!engine) throw new Error('the search worker has no index');
      return engine.search(keyword, limit);
    };
    answer().then(
      (suggestions) => scope.postMessage({ type: 'result', id, suggestions }),
      (error: unknown) =>
        scope.postMessage({ type: 'error', id, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** The worker did not start (its script could not be fetched or run): the page may run the engine itself. */
export class WorkerStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerStartError';
  }
}

/**
 * Runs on the page: sends the manifest to a started worker and resolves, once
 * it has built its engine, with a SearchEngine that forwards to it. Rejects
 * with the worker's reason when the manifest is unusable, with
 * WorkerStartError when the worker fails before it is ready, and after
 * `timeoutMs` without an answer; the worker is then ended.
 */
export function connectEngine(worker: WorkerHandle, init: { manifest: string; baseUrl: string; lang: string }, { timeoutMs }: { timeoutMs: number }): Promise<SearchEngine> {
  const pending = new Map<number, { resolve: (suggestions: SearchSuggestion[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let stopped: Error | null = null;
  let settle: { resolve: (engine: SearchEngine) => void; reject: (error: Error) => void } | null = null;

  const engine: SearchEngine = {
    search(keyword, limit) {
      if (stopped) return Promise.reject(stopped);
      const id = (nextId += 1);
      return new Promise<SearchSuggestion[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'search', id, keyword, limit });
      });
    },
    prefetch(keyword, limit, documents = false) {
      if (!stopped) worker.postMessage({ type: 'prefetch', keyword, limit, documents });
    },
  };

  const fail = (error: Error) => {
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker.terminate();
  };

  worker.addEventListener('message', ({ data }) => {
    if (data.type === 'ready') {
      settle?.resolve(engine);
      settle = null;
    } else if (data.type === 'failed') {
      const error = new Error(`the search worker could not read the index: ${data.message}`);
      settle?.reject(error);
      settle = null;
      fail(error);
    } else {
      const waiting = pending.get(data.id);
      if (!waiting) return;
      pending.delete(data.id);
      if (data.type === 'result') waiting.resolve(data.suggestions);
      else {
        // An index file that failed in the worker is the index failure on the page too (issue 24).
        const error = data.name === 'IndexPartError' ? new IndexPartError(data.message) : new Error(data.message);
        waiting.reject(error);
      }
    }
  });
  worker.addEventListener('error', (event) => {
    const reason = event?.message ? `: ${event.message}` : '';
    if (settle) {
      settle.reject(new WorkerStartError(`the search worker did not start${reason}`));
      settle = null;
      fail(new Error('the search worker did not start'));
    } else if (!stopped) fail(new Error(`the search worker stopped${reason}`));
  });

  return new Promise<SearchEngine>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (!settle) return;
      settle = null;
      const error = new Error(`the search worker was not ready within ${timeoutMs} ms`);
      reject(error);
      fail(error);
    }, timeoutMs);
    settle = {
      resolve: (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    };
    worker.postMessage({ type: 'init', ...init });
  });
}
