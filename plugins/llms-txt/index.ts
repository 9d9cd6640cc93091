import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { toMarkdownTwin, twinPath, type TwinDoc } from './markdownTwin';

interface SidebarNode {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarNode[];
  link?: { type: string; id?: string };
}

interface Section {
  label: string;
  docIds: string[];
}

/** Sidebar categories, flattened in order, with the docs each one holds. */
function sections(sidebars: Record<string, SidebarNode[]>): Section[] {
  const out: Section[] = [];
  const visit = (items: SidebarNode[], prefix: string) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const label = prefix ? `${prefix} › ${item.label}` : item.label ?? '';
      const ids = [
        ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
        ...(item.items ?? []).filter((child) => child.type === 'doc' && child.id).map((child) => child.id as string),
      ];
      out.push({ label, docIds: ids });
      visit(item.items ?? [], label);
    }
  };
  for (const items of Object.values(sidebars)) visit(items, '');
  return out;
}

/**
 * llms.txt for each locale (spec of llmstxt.org: an index of every page with a
 * one-line summary), llms-full.txt (every page in one file), and a Markdown twin
 * of each doc page at its path plus `.md`, all made at build time from the real
 * page sources.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const { siteConfig, i18n } = context;
  let docs: TwinDoc[] = [];
  let sidebarSections: Section[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({ allContent }) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = content?.loadedVersions.find((loaded) => loaded.isLast) ?? content?.loadedVersions[0];
      if (!version) return;
      docs = version.docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        sourcePath: doc.source.replace(/^@site/, context.siteDir),
      }));
      sidebarSections = sections(version.sidebars as unknown as Record<string, SidebarNode[]>);
    },
    async postBuild({ outDir }) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const docsBySource = new Map(docs.map((doc) => [doc.sourcePath, doc]));
      const docsById = new Map(docs.map((doc) => [doc.id, doc]));
      const link = (doc: TwinDoc) => `${siteUrl}${twinPath(doc.permalink)}`;
      const listFor = (ids: string[]) =>
        ids.map((id) => docsById.get(id)).filter((doc): doc is TwinDoc => Boolean(doc)).map((doc) => `- [${doc.title}](${link(doc)}): ${doc.description}`);

      const twins: string[] = [];
      for (const doc of docs) {
        const source = await fs.readFile(doc.sourcePath, 'utf8');
        const own = sidebarSections.filter((section) => section.docIds[0] === doc.id || section.docIds.includes(doc.id));
        // An overview lists the other sections of its sidebar: approximate with every section not holding it.
        const overviewMarkdown = sidebarSections
          .filter((section) => !own.includes(section) && section.docIds.some((id) => docsById.get(id)?.permalink.startsWith(doc.permalink)))
          .map((section) => [`### ${section.label}`, '', ...listFor(section.docIds)].join('\n'))
          .join('\n\n');
        const markdown = toMarkdownTwin(doc, source, { siteUrl, docsBySource, overviewMarkdown });
        const file = path.join(outDir, twinPath(doc.permalink).slice(siteConfig.baseUrl.length - 1));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, markdown);
        twins.push(`<!-- ${link(doc)} -->\n\n${markdown}`);
      }

      const index = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}`,
        '',
        i18n.currentLocale === 'zh'
          ? `Rstest 文档（简体中文）。每个页面都有 Markdown 版本，地址为页面路径加上 .md。完整内容见 ${siteUrl}${siteConfig.baseUrl}llms-full.txt。`
          : `Documentation of Rstest. Every page has a Markdown version at its path plus .md; all pages in one file: ${siteUrl}${siteConfig.baseUrl}llms-full.txt.`,
        '',
        ...sidebarSections.filter((section) => section.docIds.length > 0).flatMap((section) => [`## ${section.label}`, '', ...listFor(section.docIds), '']),
      ].join('\n');
      await fs.writeFile(path.join(outDir, 'llms.txt'), index);
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), twins.join('\n\n'));
    },
  };
}
