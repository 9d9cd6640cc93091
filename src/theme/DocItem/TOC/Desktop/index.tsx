import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import TOCItems from '@theme/TOCItems';
import { outlineTitle } from '../../../../components/DocMenuBar/outlineTitle';
import styles from './styles.module.css';

/**
 * spec 2.4: the outline at the right of a doc page, titled ON THIS PAGE (目录
 * on Chinese pages), with headings of levels 2 to 4 (themeConfig
 * tableOfContents) indented 12 px per level, the current one highlighted.
 */
export default function DocItemTOCDesktop(): ReactNode {
  const { toc, frontMatter } = useDoc();
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={clsx(ThemeClassNames.docs.docTocDesktop, styles.outline, 'thin-scrollbar')}>
      <div id={titleId} className={styles.title}>
        {outlineTitle()}
      </div>
      <TOCItems
        toc={toc}
        minHeadingLevel={frontMatter.toc_min_heading_level}
        maxHeadingLevel={frontMatter.toc_max_heading_level}
        className={clsx('table-of-contents', styles.list)}
        linkClassName="table-of-contents__link toc-highlight"
        linkActiveClassName="table-of-contents__link--active"
      />
    </nav>
  );
}
