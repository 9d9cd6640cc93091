import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import type { Props } from '@theme/DocRoot/Layout/Sidebar';
import DocSidebarMenu from '../../../../components/DocSidebarMenu';
import styles from './styles.module.css';

/**
 * The sidebar column of doc pages (spec 2.4). Replaces Docusaurus's, whose
 * breakpoint is fixed at 996 px and which moves the sidebar into the navbar's
 * hamburger menu on small screens. Here the column shows in the wide layout
 * only; the narrow layout (spec 9, src/css/doc-layout.css) reaches the same
 * menu through the Menu button of the doc menu bar. Hiding the sidebar with a
 * button (docs.sidebar.hideable) is not supported: the site does not use it.
 */
export default function DocRootLayoutSidebar({ sidebar }: Props): ReactNode {
  const { pathname } = useLocation();
  const docsSidebar = useDocsSidebar();
  return (
    <aside className={clsx(ThemeClassNames.docs.docSidebarContainer, 'doc-layout__sidebar', styles.sidebar)}>
      {/* A new sidebar starts from its own collapsed state (facebook/docusaurus#3414). */}
      <div key={docsSidebar?.name ?? 'noSidebar'} className={styles.viewport}>
        <DocSidebarMenu sidebar={sidebar} path={pathname} />
      </div>
    </aside>
  );
}
