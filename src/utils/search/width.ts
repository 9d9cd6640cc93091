/**
 * spec 5: East Asian characters count as width 3 in search snippets (the
 * UTF-8 byte length of a CJK character), everything else as 1. Without it a
 * Chinese snippet of "100 characters" would carry about three times the text
 * of an English one.
 */
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\u31f0-\u31ff\uff00-\uffef]/u;

export const EAST_ASIAN_WIDTH = 3;

/** Width of one code point (a character, possibly a surrogate pair). */
export function charWidth(char: string): number {
  return EAST_ASIAN.test(char) ? EAST_ASIAN_WIDTH : 1;
}

/** Width of a string: the sum of its code points' widths. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}
