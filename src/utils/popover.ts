/**
 * Pure parts of the Popover/Tooltip (src/components/Popover): the spec 9
 * constants and the geometry that keeps a popup inside the viewport.
 */

/** spec 4/9: mouse enter and leave delay, in seconds. */
export const MOUSE_ENTER_DELAY = 0.1;
export const MOUSE_LEAVE_DELAY = 0.1;
/** spec 9: a closing popup is removed after its animation, or at this deadline at the latest. */
export const MOTION_DEADLINE_MS = 1000;
/** spec 9: tooltip max width, popover title min width, popover inner padding (px). */
export const TOOLTIP_MAX_WIDTH = 250;
export const POPOVER_TITLE_MIN_WIDTH = 177;
export const POPOVER_INNER_PADDING = 12;
/** spec 9: popups are layered above a base z-index, tooltips 70 and popovers 30 above it. */
export const POPUP_Z_INDEX_BASE = 1000;
export const TOOLTIP_Z_INDEX = POPUP_Z_INDEX_BASE + 70;
export const POPOVER_Z_INDEX = POPUP_Z_INDEX_BASE + 30;
/** spec 9: default placement. */
export const DEFAULT_PLACEMENT = 'top';
/** Distance kept between a popup and the viewport edge (px). */
export const VIEWPORT_MARGIN = 8;

export type Placement = 'top' | 'topLeft' | 'topRight' | 'bottom' | 'bottomLeft' | 'bottomRight' | 'left' | 'right';

export const PLACEMENTS: readonly Placement[] = ['top', 'topLeft', 'topRight', 'bottom', 'bottomLeft', 'bottomRight', 'left', 'right'];

/** Seconds to milliseconds, with negative or non-finite delays treated as 0. */
export function delayMs(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}

/** spec 4: a tooltip with neither title nor content stays hidden. */
export function hasPopupContent(title: unknown, content?: unknown): boolean {
  const filled = (value: unknown) => value !== null && value !== undefined && value !== false && !(typeof value === 'string' && value.trim() === '');
  return filled(title) || filled(content);
}

export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Turns a top* placement into its bottom* twin and back; left and right stay. */
export function flipVertical(placement: Placement): Placement {
  if (placement.startsWith('top')) return placement.replace('top', 'bottom') as Placement;
  if (placement.startsWith('bottom')) return placement.replace('bottom', 'top') as Placement;
  return placement;
}

/**
 * Where to show a popup so it stays on screen: flips top/bottom when the
 * popup overflows that edge and the other side has room, and returns the
 * horizontal shift (px) that brings it back inside the viewport.
 * `popup` is the popup's rectangle as laid out for `placement`.
 */
export function fitPopup(
  placement: Placement,
  popup: Rect,
  trigger: Rect,
  viewport: { width: number; height: number },
  margin = VIEWPORT_MARGIN,
): { placement: Placement; shiftX: number } {
  const height = popup.bottom - popup.top;
  const gap = placement.startsWith('top') ? trigger.top - popup.bottom : popup.top - trigger.bottom;
  let fitted = placement;
  if (placement.startsWith('top') && popup.top < margin && trigger.bottom + gap + height <= viewport.height - margin) {
    fitted = flipVertical(placement);
  } else if (placement.startsWith('bottom') && popup.bottom > viewport.height - margin && trigger.top - gap - height >= margin) {
    fitted = flipVertical(placement);
  }
  let shiftX = 0;
  const width = popup.right - popup.left;
  if (width > viewport.width - 2 * margin) shiftX = margin - popup.left;
  else if (popup.left < margin) shiftX = margin - popup.left;
  else if (popup.right > viewport.width - margin) shiftX = viewport.width - margin - popup.right;
  return { placement: fitted, shiftX: Math.round(shiftX) };
}
