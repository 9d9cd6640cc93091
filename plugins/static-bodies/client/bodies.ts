/**
 * The page bodies a client-side navigation needs, fetched from their body
 * files (bodyFiles.ts) while the page's chunks load, and kept for the session
 * so that going back renders at once.
 */
import siteConfig from '@generated/docusaurus.config';
import { bodyFileUrl, isBodyFile } from './bodyFiles';

/** A stalled request gives up after this long: the page then shows its loading state and retries. */
export const BODY_TIMEOUT_MS = 10_000;
// Bodies kept: a few dozen pages' worth; the oldest goes first.
const KEPT_BODIES = 64;

const loaded = new Map<string, string>();
const pending = new Map<string, Promise<string>>();

function keep(key: string, html: string): void {
  loaded.delete(key);
  loaded.set(key, html);
  if (loaded.size > KEPT_BODIES) loaded.delete(loaded.keys().next().value as string);
}

async function fetchBody(key: string, baseUrl: string): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), BODY_TIMEOUT_MS);
  try {
    const response = await fetch(bodyFileUrl(baseUrl, key), { signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const file: unknown = await response.json();
    if (!isBodyFile(file)) throw new Error('not a body file');
    return file.html;
  } finally {
    clearTimeout(timer);
  }
}

/** The body's HTML if it has been loaded. */
export function loadedBody(key: string): string | undefined {
  return loaded.get(key);
}

/** Loads a body (once at a time); a failure is not kept, so the next call tries again. */
export function loadBody(key: string, baseUrl: string = siteConfig.baseUrl): Promise<string> {
  const html = loaded.get(key);
  if (html !== undefined) return Promise.resolve(html);
  let request = pending.get(key);
  if (!request) {
    request = fetchBody(key, baseUrl).then(
      (body) => {
        pending.delete(key);
        keep(key, body);
        return body;
      },
      (error: unknown) => {
        pending.delete(key);
        throw new Error(`Failed to load the page body ${key}: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    pending.set(key, request);
  }
  return request;
}

/**
 * Loads the bodies a navigation needs (missingBodyKeys). Never rejects: a body
 * that fails to load shows the page's own loading and error state instead of
 * stopping the navigation (src/components/StaticBody).
 */
export function preloadBodies(keys: readonly string[]): Promise<void> {
  return Promise.all(keys.map((key) => loadBody(key).catch(() => undefined))).then(() => undefined);
}
