import { indexLabel, indexValue, type SearchConfig } from './config';
import { matchDocument, type SearchIndexDocument, type TocEntry } from './matchDocument';
import type { SearchEngine, SearchSuggestion } from './types';

/** spec 7: one group of the remote answer. */
export interface RemoteGroup {
  index: string;
  hits: SearchIndexDocument[];
}

export interface RemoteQuery {
  keyword: string;
  limit: number;
  searchIndexes: string[];
  lang: string;
}

/**
 * spec 7: GET {apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=…
 * Each value is URL-encoded; the commas between index names are kept as is.
 */
export function buildRemoteSearchUrl(apiUrl: string, { keyword, limit, searchIndexes, lang }: RemoteQuery): string {
  const params = [
    `keyword=${encodeURIComponent(keyword)}`,
    `limit=${encodeURIComponent(String(limit))}`,
    `searchIndexes=${searchIndexes.map(encodeURIComponent).join(',')}`,
    `lang=${encodeURIComponent(lang)}`,
  ].join('&');
  const hash = apiUrl.indexOf('#');
  const bare = hash === -1 ? apiUrl : apiUrl.slice(0, hash);
  return `${bare}${bare.includes('?') ? '&' : '?'}${params}`;
}

/** Thrown for an answer that is not a list of {index, hits} groups of documents. */
export class MalformedResponseError extends Error {
  constructor(detail: string) {
    super(`malformed response: ${detail}`);
    this.name = 'MalformedResponseError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A link target we are willing to render: a site path, or an http(s) origin for another site. */
const SAFE_DOMAIN = /^(https?:\/\/[^/\s?#]+)?$/i;

function parseToc(value: unknown, where: string): TocEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new MalformedResponseError(`${where}.toc is not a list`);
  return value.map((entry, i) => {
    if (!isRecord(entry) || typeof entry.text !== 'string' || typeof entry.id !== 'string') {
      throw new MalformedResponseError(`${where}.toc[${i}] has no text and id`);
    }
    const depth = typeof entry.depth === 'number' ? entry.depth : 2;
    const charIndex = typeof entry.charIndex === 'number' && entry.charIndex >= 0 ? entry.charIndex : Number.MAX_SAFE_INTEGER;
    return { text: entry.text, id: entry.id, depth, charIndex };
  });
}

function parseHit(hit: unknown, where: string): SearchIndexDocument {
  if (!isRecord(hit)) throw new MalformedResponseError(`${where} is not an object`);
  const { routePath, title, content = '', domain = '' } = hit;
  if (typeof routePath !== 'string' || !routePath.startsWith('/') || routePath.startsWith('//')) {
    throw new MalformedResponseError(`${where}.routePath is not a site path`);
  }
  if (typeof title !== 'string') throw new MalformedResponseError(`${where}.title is not a string`);
  if (typeof content !== 'string') throw new MalformedResponseError(`${where}.content is not a string`);
  if (typeof domain !== 'string' || !SAFE_DOMAIN.test(domain)) throw new MalformedResponseError(`${where}.domain is not an http(s) origin`);
  const id = typeof hit.id === 'string' || typeof hit.id === 'number' ? hit.id : undefined;
  return { id, routePath, title, content, domain, toc: parseToc(hit.toc, where) };
}

/** spec 7: checks the shape of a remote answer; throws MalformedResponseError otherwise. */
export function parseRemoteBody(body: unknown): RemoteGroup[] {
  if (!Array.isArray(body)) throw new MalformedResponseError('the body is not a list');
  return body.map((group, g) => {
    if (!isRecord(group) || typeof group.index !== 'string') throw new MalformedResponseError(`group ${g} has no index name`);
    if (!Array.isArray(group.hits)) throw new MalformedResponseError(`group ${g} has no hits list`);
    return { index: group.index, hits: group.hits.map((hit, h) => parseHit(hit, `group ${g} hit ${h}`)) };
  });
}

/**
 * Suggestions from the groups: the site's own index first, then the others in
 * the order received, each cut to `limit` suggestions. Suggestions from
 * another index carry its label.
 */
export function remoteSuggestions(groups: RemoteGroup[], config: Pick<SearchConfig, 'indexName' | 'searchIndexes'>, keyword: string, limit: number): SearchSuggestion[] {
  const own = (group: RemoteGroup) => group.index === config.indexName;
  const ordered = [...groups.filter(own), ...groups.filter((group) => !own(group))];
  const label = (index: string) => {
    const option = config.searchIndexes.find((candidate) => indexValue(candidate) === index);
    return option ? indexLabel(option) : index;
  };
  return ordered.flatMap((group) =>
    group.hits
      .flatMap((hit) => matchDocument(hit, keyword))
      .slice(0, limit)
      .map((suggestion) => (own(group) ? suggestion : { ...suggestion, index: label(group.index) })),
  );
}

export interface RemoteEngineOptions {
  fetch?: typeof fetch;
}

/**
 * spec 3, 7: remote mode. Each search is one GET; a network error, a non-2xx
 * status, a timeout or a malformed body throws, and the Searcher logs it and
 * shows an empty list (spec 8).
 */
export function createRemoteEngine(config: SearchConfig, { fetch: fetchImpl = globalThis.fetch }: RemoteEngineOptions = {}): SearchEngine {
  const { apiUrl } = config;
  return {
    async search(keyword, limit) {
      if (!apiUrl) throw new Error('remote search has no apiUrl');
      const url = buildRemoteSearchUrl(apiUrl, {
        keyword,
        limit,
        searchIndexes: config.searchIndexes.map(indexValue),
        lang: config.lang,
      });
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), config.timeoutMs);
      let body: unknown;
      try {
        const response = await fetchImpl(url, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        try {
          body = await response.json();
        } catch {
          throw new MalformedResponseError('the body is not JSON');
        }
      } catch (error) {
        if (controller.signal.aborted) throw new Error(`no answer within ${config.timeoutMs} ms`);
        throw error;
      } finally {
        clearTimeout(timer);
      }
      return remoteSuggestions(parseRemoteBody(body), config, keyword, limit);
    },
  };
}

/** What remote mode logs when a search fails (spec 8: "logged; empty list"). */
export function describeRemoteFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Remote search failed: ${reason}`;
}
