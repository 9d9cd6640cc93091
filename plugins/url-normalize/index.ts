import type { Plugin } from '@docusaurus/types';
import { normalizePathname } from './normalizePathname';

/**
 * Normalises the URL in the address bar before the app boots (spec 2.1), so a
 * page reached as /a.html, /a/index or with a malformed %-encoding renders the
 * same page as its clean URL (or the 404 page) instead of crashing the router.
 * The static server also redirects such URLs; this covers plain static hosts.
 */
export default function urlNormalizePlugin(): Plugin {
  const script = `(function(){var normalizePathname=${normalizePathname.toString()};try{var n=normalizePathname(location.pathname);if(n!==null)history.replaceState(history.state,'',n+location.search+location.hash)}catch(e){}})();`;
  return {
    name: 'url-normalize',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
