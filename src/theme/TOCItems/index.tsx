/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (TOCItems): the highlight on
 * scroll uses our throttled hook (spec 9: 100 ms) instead of useTOCHighlight.
 */
import React, { useMemo, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useFilteredAndTreeifiedTOC } from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
import type { Props } from '@theme/TOCItems';
// Begin change
import { useOutlineHighlight } from '../../hooks/useOutlineHighlight';
// End change

export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName = undefined,
  minHeadingLevel: minHeadingLevelOption,
  maxHeadingLevel: maxHeadingLevelOption,
  ...props
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const minHeadingLevel = minHeadingLevelOption ?? themeConfig.tableOfContents.minHeadingLevel;
  const maxHeadingLevel = maxHeadingLevelOption ?? themeConfig.tableOfContents.maxHeadingLevel;
  const tocTree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel });
  const tocHighlightConfig = useMemo(() => {
    if (linkClassName && linkActiveClassName) {
      return { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel };
    }
    return undefined;
  }, [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel]);
  // Begin change
  useOutlineHighlight(tocHighlightConfig);
  // End change
  return <TOCItemTree toc={tocTree} className={className} linkClassName={linkClassName} {...props} />;
}
