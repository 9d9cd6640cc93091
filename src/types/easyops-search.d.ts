/**
 * Types for the parts of lunr and of @easyops-cn/docusaurus-search-local's
 * client utilities that the search panel reuses (the packages ship no types
 * for them).
 */
declare module 'lunr' {
  export interface QueryTermOptions {
    wildcard?: number;
    presence?: number;
    editDistance?: number;
  }
  export interface Query {
    term(term: string, options?: QueryTermOptions): Query;
  }
  export interface MatchResult {
    ref: string;
    score: number;
    matchData: { metadata: Record<string, Record<string, unknown>> };
  }
  export interface Index {
    query(build: (query: Query) => void): MatchResult[];
    search(queryString: string): MatchResult[];
  }
  export interface Builder {
    ref(field: string): void;
    field(field: string): void;
    add(doc: Record<string, unknown>): void;
    metadataWhitelist: string[];
  }
  export interface Token {
    toString(): string;
  }
  export interface Lunr {
    (config: (this: Builder) => void): Index;
    Index: { load(serialized: unknown): Index };
    Token: new (str: string, metadata?: Record<string, unknown>) => Token;
    stemmer(token: Token): Token;
  }
  const lunr: Lunr;
  export default lunr;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js' {
  export interface SmartQuery {
    tokens: string[];
    term: { value: string; wildcard: number; presence: number; editDistance?: number }[];
  }
  export function smartQueries(tokens: string[], zhDictionary: string[]): SmartQuery[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js' {
  export function sortSearchResults(results: { type: number; page: unknown; document: unknown }[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js' {
  export const language: string[];
}
