import { useEffect, useRef } from 'react';
import { useLocation } from '@docusaurus/router';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { focusableIn, keepTabInside } from '../utils/focusTrap';

const MENU = '.theme-layout-navbar .navbar-sidebar';
const HAMBURGER = '.theme-layout-navbar .navbar__toggle';
const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

/**
 * Issue 9, keyboard: the full-screen mobile menu (spec 2.3) covers the page
 * and the hamburger, so while it is open the focus moves into it and Tab and
 * Shift+Tab stay inside. Escape closes it, and on closing the focus goes back
 * to the hamburger; after a route change it is left where Docusaurus puts it
 * (the top of the new page).
 */
export function useMobileMenuFocus(): void {
  const { shown, toggle } = useNavbarMobileSidebar();
  const { pathname } = useLocation();
  const currentPathname = useRef(pathname);
  currentPathname.current = pathname;

  useEffect(() => {
    if (!shown) return undefined;
    const menu = document.querySelector<HTMLElement>(MENU);
    const openedOn = currentPathname.current;
    // The menu fades in with a visibility transition, and on its first frame it
    // is still hidden, so focus() does nothing: try again for a few frames.
    let frame = 0;
    let tries = 0;
    const focusInside = () => {
      if (!menu || menu.contains(document.activeElement)) return;
      // The focus is outside the menu here, so the first entry is the menu's own.
      focusableIn(menu, FOCUSABLE)[0]?.focus();
      if (!menu.contains(document.activeElement) && tries++ < 10) frame = requestAnimationFrame(focusInside);
    };
    focusInside();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        toggle();
        return;
      }
      if (menu) keepTabInside(event, menu, FOCUSABLE);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      if (currentPathname.current !== openedOn) return;
      const active = document.activeElement;
      if (!active || active === document.body || menu?.contains(active)) document.querySelector<HTMLElement>(HAMBURGER)?.focus();
    };
  }, [shown, toggle]);
}
