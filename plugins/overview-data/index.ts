import fs from 'node:fs/promises';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import { extractHeadings } from './headings';
import { buildOverviews, type OverviewDoc, type SidebarNode } from './groups';

/**
 * Collects, at build time, the sub-pages and headings listed by the overview
 * pages (spec 2.5: docs whose front matter has `overview: true`), and hands them
 * to the client as global data read by <Overview />.
 */
export default function overviewDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'overview-data',
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) return;
      const versions = await Promise.all(
        docsContent.loadedVersions.map(async (version) => {
          const docs: OverviewDoc[] = await Promise.all(
            version.docs.map(async (doc: DocMetadata) => ({
              id: doc.id,
              title: doc.title,
              permalink: doc.permalink,
              overview: doc.frontMatter.overview === true,
              headings: extractHeadings(await fs.readFile(resolveSource(context.siteDir, doc.source), 'utf8')),
            })),
          );
          return {
            versionName: version.versionName,
            overviews: buildOverviews(docs, version.sidebars as unknown as Record<string, SidebarNode[]>),
          };
        }),
      );
      actions.setGlobalData({ versions });
    },
  };
}


function resolveSource(siteDir: string, source: string): string {
  return source.replace(/^@site/, siteDir);
}
