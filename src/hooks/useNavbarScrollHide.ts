import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@docusaurus/router';
import type { HideNavbar } from '../utils/themeSettings';
import { NAVBAR_SCROLL_THROTTLE, navbarHiddenAfterScroll } from '../utils/navbar';
import { throttle } from '../utils/throttle';

/** Set on <html> while the navbar is hidden by scrolling; src/css/navbar.css slides it out. */
export const NAVBAR_HIDDEN_ATTRIBUTE = 'data-navbar-hidden';

function setHidden(hidden: boolean) {
  if (hidden) document.documentElement.setAttribute(NAVBAR_HIDDEN_ATTRIBUTE, '');
  else document.documentElement.removeAttribute(NAVBAR_HIDDEN_ATTRIBUTE);
}

/**
 * spec 2.3 and 9, `hideNavbar: 'scroll'`: hides the navbar on scroll down and
 * shows it on scroll up, checking the scroll position at most every 200 ms.
 * While hidden, the navbar height the layout reserves is 0, so sticky parts
 * and hash scrolling use the whole window.
 */
export function useNavbarScrollHide(mode: HideNavbar): void {
  const { hash, pathname } = useLocation();
  const skipNextScroll = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    if (mode !== 'scroll') return undefined;
    const root = document.documentElement;
    let previousY = window.scrollY;
    const update = throttle(() => {
      const currentY = window.scrollY;
      if (skipNextScroll.current) {
        skipNextScroll.current = false;
      } else {
        const navbar = document.querySelector<HTMLElement>('.theme-layout-navbar');
        const wasHidden = root.hasAttribute(NAVBAR_HIDDEN_ATTRIBUTE);
        setHidden(navbarHiddenAfterScroll(previousY, currentY, wasHidden, navbar?.offsetHeight ?? 0));
      }
      previousY = currentY;
    }, NAVBAR_SCROLL_THROTTLE);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
      setHidden(false);
    };
  }, [mode]);

  // A jump to a heading after the page has loaded: hide the navbar before the
  // page scrolls (layout effects of the navbar run before the router's scroll),
  // so the heading lands at the top of the window and the jump itself does not
  // bring the navbar back.
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (mode !== 'scroll' || !hash) return;
    skipNextScroll.current = true;
    setHidden(true);
  }, [mode, hash, pathname]);
}
