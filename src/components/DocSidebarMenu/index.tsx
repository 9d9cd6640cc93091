import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

/**
 * The doc sidebar's menu (groups, links, dividers, section headers). Shown at
 * the left of the page in the wide layout and in the Menu drawer in the
 * narrow one (spec 2.4, 9).
 */
export default function DocSidebarMenu({
  sidebar,
  path,
  className,
  onItemClick,
}: {
  sidebar: PropSidebar;
  path: string;
  className?: string;
  onItemClick?: (item: PropSidebarItem) => void;
}): ReactNode {
  return (
    <nav
      aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar', description: 'The ARIA label for the sidebar navigation' })}
      className={clsx('menu thin-scrollbar', styles.menu, className)}>
      <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
        <DocSidebarItems items={sidebar} activePath={path} level={1} onItemClick={onItemClick} />
      </ul>
    </nav>
  );
}
