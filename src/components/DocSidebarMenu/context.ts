import { createContext, type ComponentType } from 'react';
import type DocSidebarMenu from '.';

/**
 * The sidebar menu component, handed down by the doc root layout to the doc
 * page's Menu drawer (src/components/DocMenuBar). Doc root and doc page are
 * two chunks that every doc page loads; imported by both, the sidebar code
 * (categories, links, their state) was in each of them (issue 23). Through
 * this context it travels once, with the doc root.
 */
export const DocSidebarMenuContext = createContext<ComponentType<Parameters<typeof DocSidebarMenu>[0]> | null>(null);
