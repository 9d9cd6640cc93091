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
  export interface QueryClause {
    term: string;
    fields: string[];
    usePipeline: boolean;
    wildcard: number;
    presence: number;
    editDistance?: number;
  }
  export interface Query {
    term(term: string, options?: QueryTermOptions): Query;
    clauses: QueryClause[];
  }
  export interface TokenSet {
    intersect(other: TokenSet): TokenSet;
    toArray(): string[];
  }
  export interface Pipeline {
    runString(text: string, metadata?: Record<string, unknown>): string[];
  }
  export interface Vector {
    upsert(index: number, value: number, merge: (existing: number, value: number) => number): void;
  }
  export interface MatchResult {
    ref: string;
    score: number;
    matchData: { metadata: Record<string, Record<string, unknown>> };
  }
  export interface Index {
    query(build: (query: Query) => void): MatchResult[];
    search(queryString: string): MatchResult[];
    invertedIndex: Record<string, { _index: number } & Record<string, Record<string, object> | number>>;
    fieldVectors: Record<string, Vector>;
  }
  export interface IndexAttributes {
    invertedIndex: Index['invertedIndex'];
    fieldVectors: Index['fieldVectors'];
    tokenSet: TokenSet;
    fields: string[];
    pipeline: Pipeline;
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
    Index: { load(serialized: unknown): Index; new (attributes: IndexAttributes): Index };
    Query: (new (fields: string[]) => Query) & { presence: { OPTIONAL: number; REQUIRED: number; PROHIBITED: number }; wildcard: { NONE: number; LEADING: number; TRAILING: number } };
    TokenSet: { fromArray(sortedWords: string[]): TokenSet; fromClause(clause: QueryClause): TokenSet };
    Pipeline: { load(serialized: string[]): Pipeline };
    Vector: new (elements?: number[]) => Vector;
    Token: new (str: string, metadata?: Record<string, unknown>) => Token;
    stemmer(token: Token): Token;
    /** English stop words: returns the word, or nothing for a stop word. */
    stopWordFilter(token: Token | string): Token | string | undefined;
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
  export const removeDefaultStopWordFilter: string[];
  export const fuzzyMatchingDistance: number;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/cutZhWords.js' {
  export function cutZhWords(token: string, zhDictionary: string[]): { value: string; trailing?: true }[][];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js' {
  export function lunrLanguageZh(lunr: unknown): void;
}
