import { useEffect } from 'react';
import { throttle } from '../utils/throttle';
import { activeHeadingId, type HeadingPosition } from '../utils/outline';

export interface OutlineHighlightConfig {
  /** Class(es) every link of this outline carries. */
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** spec 9: scroll handling of the outline is throttled at 100 ms. */
export const OUTLINE_SCROLL_THROTTLE_MS = 100;

/** What covers the top of the viewport: the navbar (when shown) and the narrow layout's menu bar. */
function coveredTop(): number {
  const navbar = document.querySelector('.navbar');
  const navbarBottom = navbar ? Math.max(0, navbar.getBoundingClientRect().bottom) : 0;
  const menuBar = document.querySelector<HTMLElement>('.doc-menu-bar');
  const menuBarBottom = menuBar && menuBar.offsetParent !== null ? menuBar.getBoundingClientRect().bottom : 0;
  return Math.max(navbarBottom, menuBarBottom);
}

/** A heading inside a closed <details> has no box: use its nearest visible ancestor. */
function visibleTop(element: Element): number {
  let current: Element | null = element;
  while (current) {
    const rect = current.getBoundingClientRect();
    if (rect.top !== rect.bottom) return rect.top;
    current = current.parentElement;
  }
  return element.getBoundingClientRect().top;
}

function linkTarget(link: HTMLAnchorElement): string {
  const hash = link.href.slice(link.href.indexOf('#') + 1);
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * spec 2.4: highlights the outline link of the heading the reader is in. Like
 * Docusaurus's useTOCHighlight, but throttled (spec 9) and aware of the narrow
 * layout's menu bar; the choice itself is src/utils/outline.ts.
 */
export function useOutlineHighlight(config: OutlineHighlightConfig | undefined): void {
  useEffect(() => {
    if (!config) return undefined;
    const { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } = config;
    const selector = Array.from({ length: maxHeadingLevel - minHeadingLevel + 1 }, (_, i) => `h${minHeadingLevel + i}.anchor`).join(',');

    const update = () => {
      const links = Array.from(document.getElementsByClassName(linkClassName)) as HTMLAnchorElement[];
      if (links.length === 0) return;
      const headings: HeadingPosition[] = Array.from(document.querySelectorAll(selector)).map((heading) => ({
        id: heading.id,
        top: visibleTop(heading),
      }));
      const active = activeHeadingId(headings, {
        offset: coveredTop(),
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      });
      for (const link of links) {
        const isActive = active !== null && linkTarget(link) === active;
        link.classList.toggle(linkActiveClassName, isActive);
        if (isActive) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };

    const onScroll = throttle(update, OUTLINE_SCROLL_THROTTLE_MS);
    document.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    update();
    return () => {
      document.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      onScroll.cancel();
    };
  }, [config]);
}
