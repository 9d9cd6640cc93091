/** spec 9: the mobile menu breakpoint; the hamburger shows below it. */
export const MOBILE_MENU_BREAKPOINT = 768;

/** spec 9: the navbar hides on scroll at most once per 200 ms. */
export const NAVBAR_SCROLL_THROTTLE = 200;

/**
 * spec 2.3, hideNavbar 'scroll': whether the navbar is hidden after the page
 * scrolled from `previousY` to `currentY`. Near the top (within the navbar's
 * own height) it always shows; scrolling down hides it, scrolling up shows it,
 * and no movement keeps it as it was.
 */
export function navbarHiddenAfterScroll(previousY: number, currentY: number, wasHidden: boolean, navbarHeight: number): boolean {
  if (currentY <= navbarHeight) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
