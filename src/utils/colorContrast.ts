/** An sRGB colour as red, green and blue from 0 to 255. */
export type Rgb = readonly [number, number, number];

/** Parses `#rgb`, `#rrggbb` and `rgb(r, g, b)`; throws on anything else. */
export function parseColor(text: string): Rgb {
  const value = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return [short[1], short[2], short[3]].map((digit) => parseInt(digit + digit, 16)) as unknown as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) return [long[1], long[2], long[3]].map((pair) => parseInt(pair, 16)) as unknown as Rgb;
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`not a colour this parser knows: ${text}`);
}

/** `top` at `alpha` over `bottom`, as the browser paints a translucent layer. */
export function blend(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return [0, 1, 2].map((i) => Math.round(top[i] * alpha + bottom[i] * (1 - alpha))) as unknown as Rgb;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const [R, G, B] = [r, g, b].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
