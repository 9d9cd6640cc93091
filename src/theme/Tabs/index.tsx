/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (Tabs). Three changes, marked:
 * - spec 4: a choice made in one set reaches every set of the same group even
 *   when browser storage is blocked or full (src/utils/tabGroupMemory.ts);
 *   Docusaurus syncs the sets only through storage events.
 * - WAI-ARIA tabs: each tab names the panel it controls and each panel the tab
 *   that labels it (aria-controls / aria-labelledby, ids from useId()). The
 *   panels are rendered by src/theme/TabItem. Neither can be added by a wrapper:
 *   the tab list and the selection state live inside this component.
 * - no remount of the whole set once the page has hydrated (see Tabs below).
 * - issue 38: in a page body the set is an island (plugins/static-bodies): the
 *   server renders it with its props, each panel's content in a Slot, and the
 *   browser hydrates it on its own (src/islands/TabsIsland.tsx) while the
 *   panels' Markdown stays static HTML. The ids come from the server (idBase).
 */

import React, { isValidElement, useCallback, useId, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import type { Props } from '@theme/Tabs';
import styles from './styles.module.css';
// Begin change
import { rememberTabChoice, rememberedTabChoice, subscribeToTabChoices } from '../../utils/tabGroupMemory';
import { TabIdsContext, tabIdsFor, useTabIds } from './ids';
import TabItem from '@theme/TabItem';
import type { Props as TabItemProps } from '@theme/TabItem';
import { Island, Slot } from '../../../plugins/static-bodies/client/Island';
import { isJsonValue } from '../../utils/jsonValue';
// End change

function TabList({ className }: { className?: string }) {
  const { selectedValue, selectValue, tabValues, block, lazy } = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  // Begin change
  const ids = useTabIds();
  // End change
  const handleTabChange = (event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }, index) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          // Begin change
          id={ids?.tab(index)}
          // A lazy set renders only the selected panel: point only at panels that exist.
          aria-controls={ids && (!lazy || selectedValue === value) ? ids.panel(index) : undefined}
          // End change
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({ children }: { children: ReactNode }) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
      <TabList className={className} />
      <TabContent>{children}</TabContent>
    </div>
  );
}

// Begin change
/**
 * Docusaurus's tab state, plus the group's choice kept in memory: a user's choice
 * is remembered for the group, and a set whose selection differs from the
 * remembered choice (one it has) takes it over.
 */
function useGroupedTabsContextValue(props: Props) {
  const value = useTabsContextValue(props);
  const { groupId } = props;
  const { selectValue, selectedValue, tabValues } = value;
  const remembered = useSyncExternalStore(
    subscribeToTabChoices,
    () => rememberedTabChoice(groupId),
    () => null,
  );
  useIsomorphicLayoutEffect(() => {
    if (remembered !== null && remembered !== selectedValue && tabValues.some((tab) => tab.value === remembered)) {
      selectValue(remembered);
    }
  }, [remembered]);
  const selectAndRemember = useCallback(
    (newValue: string) => {
      selectValue(newValue);
      if (groupId !== undefined) rememberTabChoice(groupId, newValue);
    },
    [selectValue, groupId],
  );
  return useMemo(() => ({ ...value, selectValue: selectAndRemember }), [value, selectAndRemember]);
}
// End change

// Begin change
/** The tab set, its ids from `idBase` (a useId() of the server render, see TabsIsland). */
export function TabsView({ idBase, ...props }: Props & { idBase: string }): ReactNode {
  const value = useGroupedTabsContextValue(props);
  const ids = useMemo(() => tabIdsFor(idBase), [idBase]);
  // End change
  return (
    // Begin change
    <TabIdsContext.Provider value={ids}>
      {/* End change */}
      {/* Begin change: no remount after hydration (Docusaurus keys the provider on
          useIsBrowser() for facebook/docusaurus#5653). The stored choice is read
          after hydration (a server snapshot of null), so the server HTML and the
          first browser render agree; the remount only rebuilt every panel, code
          blocks included, in one long task after load (issue 23). */}
      <TabsProvider value={value}>
        {/* End change */}
        <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
      </TabsProvider>
      {/* Begin change */}
    </TabIdsContext.Provider>
    // End change
  );
}

// Begin change
/** A tab's props without its content: what the island gets. */
export type TabItemIslandProps = Omit<TabItemProps, 'children'>;
/** The island's props: the set's own (no children), its tabs' and the server's id base. */
export interface TabsIslandProps {
  tabs: Omit<Props, 'children'>;
  items: TabItemIslandProps[];
  idBase: string;
  [key: string]: unknown;
}

/**
 * Issue 38: the set as an island, each panel's content in a Slot. Every panel
 * is rendered (a lazy set would leave no content to keep for the others). A set
 * whose props are not plain data (a label that is an element) cannot be an
 * island: it is rendered as it is, and stays static in a page body.
 */
export default function Tabs(props: Props): ReactNode {
  const idBase = useId();
  const { children, lazy, ...tabs } = props;
  const items = (sanitizeTabsChildren(children) ?? []) as ReactElement<TabItemProps>[];
  const itemProps = items.map(({ props: { children: _content, ...item } }) => item);
  const islandProps: TabsIslandProps = { tabs, items: itemProps, idBase };
  if (!items.every(isValidElement) || !isJsonValue(islandProps)) return <TabsView {...props} idBase={idBase} />;
  return (
    <Island name="tabs" props={islandProps}>
      <TabsView {...tabs} idBase={idBase}>
        {items.map((item, index) => (
          <TabItem key={item.props.value ?? index} {...itemProps[index]}>
            <Slot>{item.props.children}</Slot>
          </TabItem>
        ))}
      </TabsView>
    </Island>
  );
}
// End change
