import React, { type ReactNode } from 'react';
import MDXPage from '@theme-original/MDXPage';
import type { Props } from '@theme/MDXPage';
import PageChrome from '../../components/PageChrome';

/**
 * Adds the page type and spec 3 front matter to Markdown pages under src/pages.
 * They have no sidebar, so their default type is custom (navbar and content).
 */
export default function MDXPageWrapper(props: Props): ReactNode {
  const { metadata } = props.content;
  return (
    <>
      <MDXPage {...props} />
      <PageChrome frontMatter={metadata.frontMatter as Record<string, unknown>} defaultType="custom" title={metadata.title} />
    </>
  );
}
