/**
 * issue 23: a long page's code blocks were most of its DOM (expect: 8,000 of
 * 11,900 elements), and style and layout time grows with the element count.
 * Prism gives one token per word, space and bracket; these helpers turn a
 * block's tokens into as few elements as look the same on screen.
 */

/** What Prism gives per token (prism-react-renderer's Token). */
export type CodeToken = { types: string[]; content: string };

/** A run of text, coloured by `className` or, without it, in the block's own colour. */
export type CodeSegment = { className?: string; text: string };

// Token colours are the only thing the themes set (prism-themes.css: colour and
// italics, no background or underline), so a token that is only white space
// looks the same without its class, and so does the uncoloured `plain` type.
const uncoloured = (token: CodeToken) => /^\s*$/.test(token.content) || token.types.every((type) => type === 'plain');

/** The class Prism's renderer gives a token: `token` followed by its types. */
export const tokenClassName = (types: string[]) => ['token', ...types].join(' ');

/**
 * One line's tokens as segments: uncoloured tokens become bare text, and
 * neighbours of the same class (or both bare) become one segment.
 */
export function lineSegments(tokens: CodeToken[]): CodeSegment[] {
  const segments: CodeSegment[] = [];
  // Prism gives an empty line as a single "\n" token: the line is empty.
  if (tokens.length === 1 && tokens[0].content === '\n') return segments;
  for (const token of tokens) {
    if (token.content === '') continue;
    const className = uncoloured(token) ? undefined : tokenClassName(token.types);
    const last = segments.at(-1);
    if (last && last.className === className) last.text += token.content;
    else segments.push(className === undefined ? { text: token.content } : { className, text: token.content });
  }
  return segments;
}

/**
 * A whole block as segments, its lines joined by "\n" text: for blocks with no
 * per-line classes (highlighted lines) and no line numbers, where a <pre>'s
 * newlines already break the lines and no element per line is needed.
 */
export function blockSegments(lines: CodeToken[][]): CodeSegment[] {
  const segments: CodeSegment[] = [];
  lines.forEach((line, index) => {
    const lineParts = lineSegments(line);
    if (index > 0) lineParts.unshift({ text: '\n' });
    for (const part of lineParts) {
      const last = segments.at(-1);
      if (last && last.className === part.className) last.text += part.text;
      else segments.push(part);
    }
  });
  return segments;
}
