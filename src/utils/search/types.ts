/** spec 3: the three kinds of search suggestion. */
export type SuggestionType = 'title' | 'header' | 'content';

/** spec 3: a highlight range, in UTF-16 code units of the text it belongs to. */
export interface HighlightRange {
  start: number;
  length: number;
}

/**
 * spec 3 "Search suggestion": what the panel renders for one match.
 * `highlights` index into `header` for title and header suggestions, and into
 * `statement` (the content snippet) for content suggestions.
 */
export interface SearchSuggestion {
  type: SuggestionType;
  /** Title of the page the match is on; results are grouped by it (spec 2.7). */
  title: string;
  /** The heading the match falls under (the page title for a title match). */
  header: string;
  /** Where Enter or a click goes: a site path with an optional #anchor, or an http(s) URL. */
  link: string;
  /** The keyword that produced the match. */
  query: string;
  /** About 100 characters of content around the match ('' for title and header matches). */
  statement: string;
  highlights: HighlightRange[];
  /** Remote mode: the index the hit came from, when it is not the site's own. */
  index?: string;
  /** A title match found by the text of a link to the page from another page: that text (ranking, rank.ts). */
  linkText?: string;
  /** A heading that many pages share, such as "Example" or "Command line": it names none of them (ranking, rank.ts). */
  sharedHeading?: true;
}

/** spec 4: the search index goes initial → initing → inited. */
export type IndexState = 'initial' | 'initing' | 'inited';

/** Something that turns a non-empty keyword into suggestions (the local index or a remote API). */
export interface SearchEngine {
  search(keyword: string, limit: number): Promise<SearchSuggestion[]> | SearchSuggestion[];
  /**
   * Starts fetching what a search for this keyword will need, while the reader
   * is still typing (issue 24); never throws, the search reports failures.
   * The local index has it; a remote API is only asked once the debounce fires.
   * `documents`: the keyword came whole (pasted, an IME word), not a letter of a
   * word being typed, so the documents of its hits are worth fetching too.
   */
  prefetch?(keyword: string, limit: number, documents?: boolean): void;
}
