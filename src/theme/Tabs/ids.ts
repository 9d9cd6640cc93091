import { createContext, useContext } from 'react';

/**
 * Ids that tie each tab to its panel (aria-controls / aria-labelledby, WAI-ARIA
 * tabs pattern), from one useId() per tab set so they are the same on the server
 * and in the browser. Tabs are numbered by their position in the set.
 */
export interface TabIds {
  tab: (index: number) => string;
  panel: (index: number) => string;
}

export const TabIdsContext = createContext<TabIds | null>(null);

export function tabIdsFor(base: string): TabIds {
  return { tab: (index) => `${base}-tab-${index}`, panel: (index) => `${base}-panel-${index}` };
}

export function useTabIds(): TabIds | null {
  return useContext(TabIdsContext);
}
