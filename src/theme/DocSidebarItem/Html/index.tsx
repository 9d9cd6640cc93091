import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import DocSidebarItemHtml from '@theme-original/DocSidebarItem/Html';
import type { Props } from '@theme/DocSidebarItem/Html';
import { sectionHeaderOf } from '../../../config/sidebarItems';

/**
 * spec 3: a section header of the sidebar shows its label in the page's
 * language. Docusaurus renders html items verbatim, so a header that carries a
 * translation id (src/config/sidebarItems.ts) is rendered here instead; every
 * other html item (the dividers) is left to the original component.
 */
export default function DocSidebarItemHtmlWrapper(props: Props): ReactNode {
  const header = sectionHeaderOf(props.item);
  if (!header?.id) return <DocSidebarItemHtml {...props} />;
  const { item, level } = props;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        item.className,
      )}>
      <span className="sidebar-section-header__text">{translate({ id: header.id, message: header.text })}</span>
      {header.tag && <span className="sidebar-tag">{header.tag}</span>}
    </li>
  );
}
