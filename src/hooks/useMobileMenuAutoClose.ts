import { useEffect, useRef } from 'react';
import { useLocation } from '@docusaurus/router';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { MOBILE_MENU_BREAKPOINT } from '../utils/navbar';

/**
 * spec 2.3 and 4: the full-screen mobile menu closes on every route change and
 * when the window widens to 768 px or more. (Docusaurus closes it only when a
 * menu link is clicked or the window passes its own 996 px breakpoint.)
 * Escape and the focus: useMobileMenuFocus.
 */
export function useMobileMenuAutoClose(): void {
  const mobileSidebar = useNavbarMobileSidebar();
  const { pathname } = useLocation();
  const shown = useRef(mobileSidebar.shown);
  shown.current = mobileSidebar.shown;
  const { toggle } = mobileSidebar;

  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (shown.current) toggle();
  }, [pathname, toggle]);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_BREAKPOINT}px)`);
    // Only on crossing the breakpoint: a menu opened on purpose stays open.
    const onChange = () => {
      if (wide.matches && shown.current) toggle();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [toggle]);
}
