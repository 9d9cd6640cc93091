/**
 * Chinese and Latin text are separated by a space on the Chinese pages ("参见 CI 中的快照",
 * not "参见CI 中的快照"). Translators keep to it in plain prose, but the space is easy to
 * lose where the Latin word is a link text or bold (`参见[CI 中的快照](…)`), or after a
 * search-and-replace of a term. This finds a Han character touching a Latin letter or digit
 * in the text as rendered: link markup is reduced to its text, emphasis markers, HTML tags
 * and inline code are left out (code renders as a box of its own).
 */
import { proseLines } from './i18n-glossary.mjs';

const TOUCH = /[\u3400-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u3400-\u9fff]/g;

/** The text a reader sees of one Markdown prose line (inline code already blanked). */
export function renderedText(text) {
  return text
    .replace(/!?\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{#[^}]*\}\s*$/, ' ')
    .replace(/[*_]{1,3}(?=\S)|(?<=\S)[*_]{1,3}/g, (marker, offset, all) =>
      /[A-Za-z0-9]/.test(all[offset - 1] ?? '') && /[A-Za-z0-9]/.test(all[offset + marker.length] ?? '') ? marker : '');
}

/** Each line where Chinese and Latin text touch: { file, line, pair } ("见C"). */
export function spacingHits(files) {
  const hits = [];
  for (const { file, source } of files) {
    if (!/\.mdx?$/.test(file)) continue;
    for (const { line, text } of proseLines(source)) {
      for (const [pair] of renderedText(text).matchAll(TOUCH)) hits.push({ file, line, pair });
    }
  }
  return hits;
}
