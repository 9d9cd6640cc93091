/**
 * Small, dependency-free readers for our Markdown pages: front matter, fenced
 * code blocks (with their meta: title, example, fragment) and headings.
 * Used by the docs checks, the example runner and the translation parity check.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every .md/.mdx file under `dir`, as paths relative to it, sorted; `_`-prefixed parts are fragments, not pages. */
export function listPages(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.name.startsWith('_')) continue;
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(entry.name)) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

export function parseFrontMatter(source) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return { data: {}, body: source, bodyLine: 1 };
  const data = {};
  for (const line of match[1].split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) data[kv[1]] = kv[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

/** Parses `title="a b" example=x fragment` into { title: 'a b', example: 'x', fragment: true }. */
export function parseMeta(meta) {
  const result = {};
  const re = /(\w+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  let match;
  while ((match = re.exec(meta ?? ''))) {
    result[match[1]] = match[2] ?? match[3] ?? match[4] ?? true;
  }
  return result;
}

/** Fenced code blocks with 1-based start line, language, raw meta, parsed meta and code. */
export function codeBlocks(source) {
  const lines = source.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (close.test(lines[j])) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    blocks.push({ line: i + 1, endLine: j + 1, lang, meta: meta.trim(), attrs: parseMeta(meta), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** Removes fenced code blocks, keeping line count (for prose-only checks). */
export function stripCode(source) {
  const lines = source.split('\n');
  for (const block of codeBlocks(source)) {
    for (let k = block.line - 1; k <= Math.min(block.endLine - 1, lines.length - 1); k++) lines[k] = '';
  }
  return lines.join('\n');
}

/** Headings of levels 2 to 4 outside code: { depth, text, id (explicit or null), line }. */
export function headings(source) {
  const prose = stripCode(source).split('\n');
  const out = [];
  prose.forEach((line, index) => {
    const match = /^(#{2,4})\s+(.*?)\s*$/.exec(line);
    if (!match) return;
    const explicit = /\s*\{#([\w-]+)\}$/.exec(match[2]);
    out.push({ depth: match[1].length, text: explicit ? match[2].slice(0, explicit.index) : match[2], id: explicit ? explicit[1] : null, line: index + 1 });
  });
  return out;
}

/** Rough word count of the prose: Latin words, plus one per CJK character. */
export function wordCount(source) {
  const prose = stripCode(parseFrontMatter(source).body).replace(/<[^>]+>/g, ' ');
  const latin = prose.match(/[A-Za-z0-9][\w'.-]*/g) ?? [];
  const cjk = prose.match(/[\u3400-\u9fff]/g) ?? [];
  return latin.length + cjk.length;
}
