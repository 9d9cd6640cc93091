import React, { type ReactNode } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import { PACKAGE_MANAGERS, convertNpmCommand } from '../../utils/packageManagerCommand';

/**
 * spec 2.9: one npm command shown as npm, yarn, pnpm and bun tabs. All instances
 * share the `package-manager` group, so picking pnpm once picks it everywhere.
 */
export default function PackageManagerTabs({ command }: { command: string }): ReactNode {
  return (
    <Tabs groupId="package-manager" className="package-manager-tabs">
      {PACKAGE_MANAGERS.map((pm) => (
        <TabItem key={pm} value={pm} label={pm}>
          <CodeBlock language="bash">{convertNpmCommand(command, pm)}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
