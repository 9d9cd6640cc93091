import type { SearchModeOptions } from './index';

/**
 * Checks the spec 3 search config at build time, so a typo fails the build
 * instead of silently turning search off. Returns the options unchanged.
 */
export function validateSearchOptions(search: unknown): SearchModeOptions {
  if (search === undefined) return {};
  const fail = (detail: string): never => {
    throw new Error(`search-index: search.${detail}`);
  };
  if (typeof search !== 'object' || search === null || Array.isArray(search)) return fail('must be an object');
  const value = search as Record<string, unknown>;
  const known = ['mode', 'versioned', 'indexName', 'apiUrl', 'searchIndexes', 'limit', 'timeoutMs'];
  for (const key of Object.keys(value)) if (!known.includes(key)) fail(`${key} is not a search option (known: ${known.join(', ')})`);
  if (value.mode !== undefined && value.mode !== 'local' && value.mode !== 'remote') fail(`mode must be 'local' or 'remote'`);
  if (value.versioned !== undefined && typeof value.versioned !== 'boolean') fail('versioned must be a boolean');
  if (value.indexName !== undefined && (typeof value.indexName !== 'string' || !value.indexName)) fail('indexName must be a non-empty string');
  if (value.apiUrl !== undefined && (typeof value.apiUrl !== 'string' || !/^(https?:\/\/|\/)/.test(value.apiUrl))) fail('apiUrl must be an http(s) URL or a path');
  if (value.mode === 'remote' && value.apiUrl === undefined) fail(`apiUrl is required when mode is 'remote'`);
  if (value.searchIndexes !== undefined) {
    const ok =
      Array.isArray(value.searchIndexes) &&
      value.searchIndexes.every(
        (item) =>
          (typeof item === 'string' && item) ||
          (typeof item === 'object' && item !== null && typeof (item as { value?: unknown }).value === 'string' && typeof (item as { label?: unknown }).label === 'string'),
      );
    if (!ok) fail('searchIndexes must list names or {value, label} objects');
  }
  for (const key of ['limit', 'timeoutMs'] as const) {
    const n = value[key];
    if (n !== undefined && (typeof n !== 'number' || !Number.isInteger(n) || n < 1)) fail(`${key} must be a positive integer`);
  }
  return value as SearchModeOptions;
}
