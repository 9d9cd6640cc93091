import React, { type ReactNode } from 'react';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageChrome from '../../../components/PageChrome';

/** Adds the page type and spec 3 front matter (titleSuffix, head, navbar: false…) to doc pages. */
export default function DocItemMetadataWrapper(): ReactNode {
  const { metadata, frontMatter } = useDoc();
  return (
    <>
      <DocItemMetadata />
      <PageChrome frontMatter={frontMatter as Record<string, unknown>} defaultType="doc" title={metadata.title} />
    </>
  );
}
