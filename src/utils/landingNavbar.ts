/** spec 2.3/9: on the landing page the navbar is transparent within 100 px of the top. */
export const TRANSPARENT_NAVBAR_OFFSET = 100;

/** True while the page is scrolled no more than the offset (bad input counts as the top). */
export function isNavbarTransparent(scrollY: number, offset = TRANSPARENT_NAVBAR_OFFSET): boolean {
  return !(Number.isFinite(scrollY) && scrollY > offset);
}

/** The <html> class that makes the navbar transparent (see src/css/landing.css). */
export const TRANSPARENT_NAVBAR_CLASS = 'navbar--landing-transparent';
