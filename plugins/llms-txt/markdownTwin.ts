import path from 'node:path';
import { convertNpmCommand, PACKAGE_MANAGERS } from '../../src/utils/packageManagerCommand';

export interface TwinDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  /** Absolute path of the source file. */
  sourcePath: string;
}

/** The URL of a page's Markdown twin: /a/b → /a/b.md, /a/ → /a/index.md. */
export function twinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

function stripFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/**
 * A page's Markdown as a reader (or a language model) wants it: no front matter,
 * no heading ids, no fence flags of our example runner, MDX components rendered
 * as Markdown, and links pointing at the other pages' Markdown twins.
 */
export function toMarkdownTwin(
  doc: TwinDoc,
  source: string,
  { siteUrl, docsBySource, overviewMarkdown }: { siteUrl: string; docsBySource: Map<string, TwinDoc>; overviewMarkdown: string },
): string {
  const lines = stripFrontMatter(source).split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const fenceMatch = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (fenceMatch) {
      if (fence === null) {
        fence = fenceMatch[2];
        // Keep the language and the file name; drop `fragment` / `example=`.
        const [lang = '', ...meta] = fenceMatch[3].trim().split(/\s+/);
        const title = /title="([^"]*)"/.exec(meta.join(' '))?.[1];
        out.push(`${fenceMatch[1]}${fence}${lang}${title ? ` title="${title}"` : ''}`);
        continue;
      }
      if (fenceMatch[2].startsWith(fence) && fenceMatch[3].trim() === '') fence = null;
      out.push(line);
      continue;
    }
    if (fence !== null) {
      out.push(line);
      continue;
    }
    const tabs = /^<PackageManagerTabs\s+command="([^"]+)"\s*\/>\s*$/.exec(line.trim());
    if (tabs) {
      out.push('```bash', ...PACKAGE_MANAGERS.map((pm) => `${convertNpmCommand(tabs[1], pm)}`), '```');
      continue;
    }
    if (/^<Overview\s*\/>\s*$/.test(line.trim())) {
      out.push(overviewMarkdown);
      continue;
    }
    out.push(rewriteLinks(line.replace(/\s*\{#[\w-]+\}\s*$/, ''), doc, siteUrl, docsBySource));
  }
  return `${out.join('\n').trim()}\n`;
}

function rewriteLinks(line: string, doc: TwinDoc, siteUrl: string, docsBySource: Map<string, TwinDoc>): string {
  return line.replace(/(!?)\[([^\]]*)\]\(([^)\s]+)\)/g, (match, bang: string, text: string, href: string) => {
    if (bang) return `[Image: ${text}]`;
    if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return match;
    const [file, hash] = href.split('#');
    if (!/\.mdx?$/.test(file)) return match;
    const target = docsBySource.get(path.resolve(path.dirname(doc.sourcePath), file));
    if (!target) return match;
    return `[${text}](${siteUrl}${twinPath(target.permalink)}${hash ? `#${hash}` : ''})`;
  });
}
