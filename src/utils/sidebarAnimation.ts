/** spec 9: sidebar groups expand in 0.3 s and collapse in 0.5 s. */
export const SIDEBAR_EXPAND_MS = 300;
export const SIDEBAR_COLLAPSE_MS = 500;

/**
 * The animation of a group moving to the given state (`collapsed` is the
 * target). Readers who ask for reduced motion get 1 ms: not 0, which would
 * keep the transitionend event that finishes the move from firing.
 */
export function sidebarGroupAnimation(collapsed: boolean, reducedMotion = false): { duration: number; easing: string } {
  if (reducedMotion) return { duration: 1, easing: 'linear' };
  return { duration: collapsed ? SIDEBAR_COLLAPSE_MS : SIDEBAR_EXPAND_MS, easing: 'ease-in-out' };
}
