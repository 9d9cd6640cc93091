/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (TabItem): the panel gets an id
 * and names the tab that labels it (aria-labelledby), the other half of the
 * WAI-ARIA link made in src/theme/Tabs. Changes are marked.
 */

import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/TabItem';
import styles from './styles.module.css';
// Begin change
import { useTabIds } from '../Tabs/ids';
// End change

function TabItemPanel({ children, className, hidden, id, labelledBy }: { children: ReactNode; className?: string; hidden: boolean; id?: string; labelledBy?: string }) {
  return (
    // Begin change: id and aria-labelledby
    <div role="tabpanel" className={clsx(styles.tabItem, className)} id={id} aria-labelledby={labelledBy} {...{ hidden }}>
      {/* End change */}
      {children}
    </div>
  );
}

export default function TabItem({ children, className, value }: Props): ReactNode {
  const { selectedValue, lazy, tabValues } = useTabs();
  const isSelected = value === selectedValue;
  // Begin change
  const ids = useTabIds();
  const index = tabValues.findIndex((tab) => tab.value === value);
  // End change
  if (!isSelected && lazy) {
    return null;
  }
  return (
    // Begin change
    <TabItemPanel className={className} hidden={!isSelected} id={ids && index >= 0 ? ids.panel(index) : undefined} labelledBy={ids && index >= 0 ? ids.tab(index) : undefined}>
      {/* End change */}
      {children}
    </TabItemPanel>
  );
}
