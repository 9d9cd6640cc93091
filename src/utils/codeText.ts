/**
 * The code of a rendered code block, as its copy button copies it: the text of
 * its <code>, or, when each line is an element (line numbers, highlighted
 * lines: src/theme/CodeBlock/Content/lineMarkup.ts), the lines' text joined by
 * newlines (a line ends in a <br>, which has no text). Line numbers are drawn
 * by CSS and are not text.
 */
export function codeTextOf(code: Element): string {
  const lines = Array.from(code.children).filter((child) => child.classList.contains('token-line'));
  return lines.length > 0 ? lines.map((line) => line.textContent ?? '').join('\n') : (code.textContent ?? '');
}
