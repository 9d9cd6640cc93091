/**
 * spec 9: the doc page switches to its narrow layout at a width of 960 px or
 * less, or 1280 px or less when the page has an outline. In the narrow layout
 * the sidebar and the outline leave the sides of the page and are reached from
 * a 46 px menu bar instead. The same numbers live in src/css/doc-layout.css.
 */
export const NARROW_LAYOUT_MAX_WIDTH = 960;
export const NARROW_LAYOUT_WITH_OUTLINE_MAX_WIDTH = 1280;
export const MENU_BAR_HEIGHT = 46;

/** The media query under which a page is in the narrow layout. */
export function narrowLayoutQuery(hasOutline: boolean): string {
  const maxWidth = hasOutline ? NARROW_LAYOUT_WITH_OUTLINE_MAX_WIDTH : NARROW_LAYOUT_MAX_WIDTH;
  return `(max-width: ${maxWidth}px)`;
}

/** Same rule as a plain function of the window width. */
export function isNarrowLayout(width: number, hasOutline: boolean): boolean {
  return width <= (hasOutline ? NARROW_LAYOUT_WITH_OUTLINE_MAX_WIDTH : NARROW_LAYOUT_MAX_WIDTH);
}
