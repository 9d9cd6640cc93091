/**
 * One Chinese term per concept: the shared glossary (../shared/i18n/zh-glossary.json,
 * read at run time so that a change there applies without a code change) lists,
 * per concept, the variants to avoid. This finds them in Chinese prose: page text
 * and front matter, and the `message` values of the UI string files. Code blocks
 * and inline code are exempt, since code and quoted output are not prose.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the glossary lives for a site checked out beside ../shared. */
export function glossaryPath(siteDir) {
  return path.resolve(siteDir, '..', 'shared', 'i18n', 'zh-glossary.json');
}

/** The avoid-list as matchers: ASCII variants ("fixtures") match as whole words only. */
export function glossaryRules(glossary) {
  return glossary.terms.flatMap((term) =>
    term.avoid.map((variant) => ({
      variant,
      use: term.use[0],
      matches: /^[\x00-\x7f]+$/.test(variant)
        ? (text) => new RegExp(`(^|[^A-Za-z])${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(text)
        : (text) => text.includes(variant),
    })),
  );
}

/** Prose lines of a Markdown page, with their numbers: no code blocks, no inline code. */
export function proseLines(source) {
  const out = [];
  let fence = null;
  source.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null;
      return;
    }
    if (!fence) out.push({ line: index + 1, text: line.replace(/`[^`]*`/g, ' ') });
  });
  return out;
}

/** Each use of an avoided variant: { file, line (Markdown) or id (JSON), variant, use }. */
export function glossaryHits(rules, files) {
  const hits = [];
  for (const { file, source } of files) {
    const lines = file.endsWith('.json')
      ? Object.entries(JSON.parse(source))
          .filter(([, entry]) => typeof entry?.message === 'string')
          .map(([id, entry]) => ({ id, text: entry.message }))
      : proseLines(source);
    for (const { line, id, text } of lines) {
      for (const rule of rules) if (rule.matches(text)) hits.push({ file, ...(id ? { id } : { line }), variant: rule.variant, use: rule.use });
    }
  }
  return hits;
}

/** The Chinese Markdown pages and UI string files under the zh i18n folder. */
export function chineseFiles(zhI18nDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(mdx?|json)$/.test(entry.name)) files.push({ file, source: fs.readFileSync(file, 'utf8') });
    }
  };
  if (fs.existsSync(zhI18nDir)) walk(zhI18nDir);
  return files;
}
