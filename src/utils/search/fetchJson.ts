/** Fetches one file; throws on a failed request (the caller reports it). `signal` aborts it. */
export type FetchFile<T> = (url: string, options?: { signal?: AbortSignal }) => Promise<T>;
/** Fetches and parses one JSON file. */
export type FetchJson = FetchFile<unknown>;

async function fetchOk(url: string, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response;
}

export const fetchJson: FetchJson = async (url, { signal } = {}) => (await fetchOk(url, signal)).json();

/** Fetches one file as text (the manifest, parsed where the engine runs). */
export const fetchText: FetchFile<string> = async (url, { signal } = {}) => (await fetchOk(url, signal)).text();

/**
 * How long one file of the index may take before the search gives up on it
 * (issue 39: a request that never answered left the panel blank for 45 s).
 * A term shard or document chunk is under 2 KB gzip and the manifest about
 * 5 KB: on a slow mobile connection (400 kbit/s, 2 s round trip) each
 * arrives within 3 s, so 8 s is well past a slow connection that works, and
 * still short of the 10 s after which readers leave a task.
 */
export const REQUEST_TIMEOUT_MS = 8_000;

/** Thrown when a file of the index took longer than its timeout. */
export class RequestTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`no answer within ${ms} ms for ${url}`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * `load(url)`, given up after `ms`: the request is aborted and the promise
 * rejects (even when `load` ignores the signal), so a caller that caches the
 * promise drops it and the next query asks again.
 */
export function loadWithTimeout<T>(load: FetchFile<T>, url: string, ms: number = REQUEST_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The timeout first, so the race ends with it, not with the abort's own error.
      reject(new RequestTimeoutError(url, ms));
      controller.abort();
    }, ms);
  });
  return Promise.race([load(url, { signal: controller.signal }), timeout]).finally(() => clearTimeout(timer));
}
