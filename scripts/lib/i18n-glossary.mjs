/**
 * One Chinese term per concept: the shared glossary (../shared/i18n/zh-glossary.json,
 * read at run time so that a change there applies without a code change) lists,
 * per concept, the variants to avoid. This finds them in Chinese prose: page text
 * and front matter, and the `message` values of the UI string files. Code blocks
 * and inline code are exempt, since code and quoted output are not prose. The
 * glossary's `patterns` catch calques no single string does (以 `X` 失败): they are
 * regular expressions matched on the whole prose line, inline code included,
 * because the calque wraps the quoted output.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the glossary lives for a site checked out beside ../shared. */
export function glossaryPath(siteDir) {
  return path.resolve(siteDir, '..', 'shared', 'i18n', 'zh-glossary.json');
}

/**
 * The avoid-list and the patterns as matchers. Each returns the text it found or null:
 * ASCII variants ("fixtures") match as whole words only, on the line without inline code;
 * patterns match on the raw line.
 */
export function glossaryRules(glossary) {
  const terms = glossary.terms.flatMap((term) =>
    term.avoid.map((variant) => {
      const word = /^[\x00-\x7f]+$/.test(variant)
        ? new RegExp(`(^|[^A-Za-z])${variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`)
        : null;
      return {
        use: term.use[0],
        find: ({ text }) => ((word ? word.test(text) : text.includes(variant)) ? variant : null),
      };
    }),
  );
  const patterns = (glossary.patterns ?? []).map((pattern) => {
    const re = new RegExp(pattern.pattern);
    return { use: pattern.use, find: ({ raw }) => re.exec(raw)?.[0] ?? null };
  });
  return [...terms, ...patterns];
}

/**
 * Prose lines of a Markdown page, with their numbers: no code blocks; `text` without
 * inline code, `raw` with it.
 */
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
    if (!fence) out.push({ line: index + 1, text: line.replace(/`[^`]*`/g, ' '), raw: line });
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
          .map(([id, entry]) => ({ id, text: entry.message, raw: entry.message }))
      : proseLines(source);
    for (const { line, id, ...texts } of lines) {
      for (const rule of rules) {
        const variant = rule.find(texts);
        if (variant) hits.push({ file, ...(id ? { id } : { line }), variant, use: rule.use });
      }
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
