/**
 * Links in a static page body (issue 38). In the React-rendered body every
 * in-site Markdown link was Docusaurus's <Link>: a click navigated inside the
 * app, a hover preloaded the target and a link in view prefetched it. The
 * body is plain HTML now, so one listener per body does the same.
 */
import type { Enhancer } from './mountIslands';

export interface SiteLinks {
  /** This build's base URL (`/` or `/zh/`). */
  baseUrl: string;
  /** The other locales' base URLs under this one (`/zh/` on the English site): another app, a full page load. */
  otherBaseUrls: readonly string[];
}

interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The in-app path (pathname, query and hash) a link navigates to, or null for
 * a link the browser should follow itself: another site, a new tab, a download,
 * another locale's app, a file (a name with an extension: /llms.txt, x.md) or
 * a hash on the page being read.
 */
export function appPathOf(link: LinkLike, current: URL, site: SiteLinks): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !url.pathname.startsWith(site.baseUrl)) return null;
  if (site.otherBaseUrls.some((other) => url.pathname.startsWith(other))) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname.slice(url.pathname.lastIndexOf('/') + 1))) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

type Navigator = { push(path: string): void };
type Docusaurus = { prefetch(path: string): unknown; preload(path: string): unknown };

/**
 * The enhancer: a primary click without modifier keys navigates in the app
 * (spec 2.8); a hover or touch preloads the target, a link scrolled into view
 * prefetches it, as Docusaurus's Link does. Links an island renders are its
 * own (React has handled the click: defaultPrevented).
 */
export function bodyLinks(history: Navigator, site: SiteLinks, docusaurus: () => Docusaurus | undefined): Enhancer {
  return (body) => {
    const pathOf = (target: EventTarget | null): string | null => {
      const link = target instanceof Element ? target.closest('a[href]') : null;
      return link instanceof HTMLAnchorElement && body.contains(link) ? appPathOf(link, new URL(window.location.href), site) : null;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const path = pathOf(event.target);
      if (path === null) return;
      event.preventDefault();
      history.push(path);
    };
    const preloaded = new Set<string>();
    const onEnter = (event: Event) => {
      const path = pathOf(event.target)?.replace(/[?#].*$/, '');
      if (path && !preloaded.has(path)) {
        preloaded.add(path);
        docusaurus()?.preload(path);
      }
    };
    body.addEventListener('click', onClick);
    body.addEventListener('mouseover', onEnter, { passive: true });
    body.addEventListener('touchstart', onEnter, { passive: true });
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer!.unobserve(entry.target);
          const path = pathOf(entry.target);
          if (path) docusaurus()?.prefetch(path.replace(/[?#].*$/, ''));
        }
      });
      for (const link of Array.from(body.querySelectorAll('a[href]'))) {
        // Only the links it would navigate: one observer entry per in-app link.
        if (pathOf(link) !== null) observer.observe(link);
      }
    }
    return () => {
      body.removeEventListener('click', onClick);
      body.removeEventListener('mouseover', onEnter);
      body.removeEventListener('touchstart', onEnter);
      observer?.disconnect();
    };
  };
}
