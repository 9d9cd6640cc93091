import fs from 'node:fs/promises';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import { extractHeadings } from './headings';
import { buildOverviews, type OverviewDoc, type SidebarNode } from './groups';
import { overviewDataFileName } from './dataFile';

/**
 * Collects, at build time, the sub-pages and headings listed by the overview
 * pages (spec 2.5: docs whose front matter has `overview: true`). Each overview
 * page's groups are written to their own JSON module, which ./remark imports
 * into that page and hands to <Overview data={...} />. Nothing goes to global
 * data: global data ships with every page, so heading lists of every doc there
 * made every page's first load grow with the page count (issue 23).
 */
export default function overviewDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'overview-data',
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) return;
      for (const version of docsContent.loadedVersions) {
        const docs: (OverviewDoc & { source: string })[] = await Promise.all(
          version.docs.map(async (doc: DocMetadata) => {
            const source = resolveSource(context.siteDir, doc.source);
            return {
              id: doc.id,
              title: doc.title,
              permalink: doc.permalink,
              overview: doc.frontMatter.overview === true,
              headings: extractHeadings(await fs.readFile(source, 'utf8')),
              source,
            };
          }),
        );
        const overviews = buildOverviews(docs, version.sidebars as unknown as Record<string, SidebarNode[]>);
        const sourceById = new Map(docs.map((doc) => [doc.id, doc.source]));
        await Promise.all(
          Object.entries(overviews).map(([id, groups]) => actions.createData(overviewDataFileName(sourceById.get(id)!), JSON.stringify(groups))),
        );
      }
    },
  };
}

function resolveSource(siteDir: string, source: string): string {
  return source.replace(/^@site/, siteDir);
}
