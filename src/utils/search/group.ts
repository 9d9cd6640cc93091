import type { SearchSuggestion } from './types';

export interface SuggestionGroup {
  /** Stable key: the page (and remote index) the suggestions belong to. */
  key: string;
  /** The page title shown above the group. */
  title: string;
  /** Remote mode: the index of a hit from another site. */
  index?: string;
  items: { suggestion: SearchSuggestion; position: number }[];
}

/** The page part of a link: no #anchor. */
export function pageOf(link: string): string {
  const hash = link.indexOf('#');
  return hash === -1 ? link : link.slice(0, hash);
}

/**
 * spec 2.7: results are grouped by page title. Groups keep the order in which
 * their page first appears, and suggestions keep their order inside a group.
 * Two pages that share a title stay apart (the key includes the page), so a
 * group always links to one page. `position` numbers the suggestions in the
 * order they are shown, which is the order the arrow keys walk.
 */
export function groupSuggestions(suggestions: readonly SearchSuggestion[]): SuggestionGroup[] {
  const groups = new Map<string, SuggestionGroup>();
  for (const suggestion of suggestions) {
    const key = `${suggestion.index ?? ''}\u0000${pageOf(suggestion.link)}\u0000${suggestion.title}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, title: suggestion.title, index: suggestion.index, items: [] };
      groups.set(key, group);
    }
    group.items.push({ suggestion, position: 0 });
  }
  let position = 0;
  const ordered = [...groups.values()];
  for (const group of ordered) for (const item of group.items) item.position = position++;
  return ordered;
}

/** The suggestions in the order the grouped list shows them. */
export function flattenGroups(groups: readonly SuggestionGroup[]): SearchSuggestion[] {
  return groups.flatMap((group) => group.items.map((item) => item.suggestion));
}
