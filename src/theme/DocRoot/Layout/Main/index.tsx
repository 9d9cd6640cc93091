import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocRoot/Layout/Main';
import DocSidebarMenu from '../../../../components/DocSidebarMenu';
import { DocSidebarMenuContext } from '../../../../components/DocSidebarMenu/context';
import styles from './styles.module.css';

/**
 * The content column of doc pages. Replaces Docusaurus's, whose width rules
 * use its fixed 996 px breakpoint; ours leave room for the sidebar only in the
 * wide layout (spec 9, src/css/doc-layout.css). It hands the sidebar menu to
 * the page's Menu drawer (src/components/DocSidebarMenu/context.ts).
 */
export default function DocRootLayoutMain({ children }: Props): ReactNode {
  const sidebar = useDocsSidebar();
  return (
    <main className={clsx('doc-layout__main', sidebar && 'doc-layout__main--with-sidebar', styles.main)}>
      <div className="container padding-top--md padding-bottom--lg">
        <DocSidebarMenuContext.Provider value={DocSidebarMenu}>{children}</DocSidebarMenuContext.Provider>
      </div>
    </main>
  );
}
