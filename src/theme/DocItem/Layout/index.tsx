import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type { Props } from '@theme/DocItem/Layout';
import DocMenuBar from '../../../components/DocMenuBar';
import CopyPage from '../../../components/CopyPage';
import { useNarrowDocLayout } from '../../../hooks/useNarrowDocLayout';
import styles from './styles.module.css';

/**
 * A doc page: content, outline and, in the narrow layout, the menu bar with the
 * Menu button and the outline dropdown (spec 2.4, 9). Replaces Docusaurus's,
 * which switches at its fixed 996 px. The `doc-has-outline` class on <html>
 * lets the stylesheet apply the 1280 px breakpoint of pages with an outline
 * before any script runs.
 */
export default function DocItemLayout({ children }: Props): ReactNode {
  const { metadata, frontMatter, toc } = useDoc();
  const hasOutline = !frontMatter.hide_table_of_contents && toc.length > 0;
  const narrow = useNarrowDocLayout(hasOutline);
  // Server rendering and hydration show both; the stylesheet hides the one that does not apply.
  const showDesktopOutline = hasOutline && narrow !== true;
  return (
    <HtmlClassNameProvider className={hasOutline ? 'doc-has-outline' : 'doc-no-outline'}>
      <DocMenuBar hasOutline={hasOutline} narrow={narrow} />
      <div className="row">
        <div className={clsx('col', 'doc-layout__content', hasOutline && 'doc-layout__content--with-outline')}>
          <ContentVisibility metadata={metadata} />
          <DocVersionBanner />
          <div className={styles.docItemContainer}>
            <article>
              {/* issue 25: Copy page and View as Markdown share the breadcrumbs' row. */}
              <div className={styles.topRow}>
                <DocBreadcrumbs />
                <CopyPage permalink={metadata.permalink} />
              </div>
              <DocVersionBadge />
              <DocItemContent>{children}</DocItemContent>
              <DocItemFooter />
            </article>
            <DocItemPaginator />
          </div>
        </div>
        {showDesktopOutline && (
          <div className="col col--3 doc-layout__outline">
            <DocItemTOCDesktop />
          </div>
        )}
      </div>
    </HtmlClassNameProvider>
  );
}
