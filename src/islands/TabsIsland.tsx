import React, { type ReactNode } from 'react';
import TabItem from '@theme/TabItem';
import { TabsView, type TabsIslandProps } from '../theme/Tabs';
import { Slot } from '../../plugins/static-bodies/client/Island';

/** A tab set of a page body in the browser (src/theme/Tabs renders its server side): the panels' content stays static. */
export default function TabsIsland({ tabs, items, idBase }: TabsIslandProps): ReactNode {
  return (
    <TabsView {...tabs} idBase={idBase}>
      {items.map((item, index) => (
        <TabItem key={item.value ?? index} {...item}>
          <Slot />
        </TabItem>
      ))}
    </TabsView>
  );
}
