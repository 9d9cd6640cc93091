import type { ClientModule } from '@docusaurus/types';

/** spec 9: hash links scroll to their heading 100 ms after the navigation. */
export const HASH_SCROLL_DELAY_MS = 100;

let pending: number | undefined;
// Bumped by every navigation: a scroll that waited for the alias table only
// happens if no navigation came in between.
let navigation = 0;

function idOf(hash: string): string {
  const id = hash.slice(1);
  try {
    return decodeURIComponent(id);
  } catch {
    return id; // a malformed escape: look the raw id up
  }
}

/**
 * A link from rstest.rs (or printed by Rstest) may name the heading by its old
 * id: the id of ours it stands for, or null. The table of old ids grows with
 * the pages and only such a link needs it, so it is a chunk of its own instead
 * of part of every page's main.js (issue 23).
 */
async function aliasOf(id: string): Promise<string | null> {
  const { resolveHashAlias } = await import('../utils/hashAlias');
  const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
  return resolveHashAlias(window.location.pathname, id, ids);
}

function scrollToHash(hash: string): void {
  const id = idOf(hash);
  if (!id) return;
  const found = document.getElementById(id);
  if (found) {
    found.scrollIntoView({ block: 'start' });
    return;
  }
  const started = navigation;
  aliasOf(id).then(
    (alias) => {
      if (!alias || started !== navigation) return;
      // Show our id in the address bar, so that copying the URL gives a working anchor.
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(alias)}`);
      document.getElementById(alias)?.scrollIntoView({ block: 'start' });
    },
    () => undefined, // the alias chunk did not load: the page stays where it is
  );
}

/**
 * spec 2.8: after a navigation to a #hash (a link on the page, in the outline
 * or from another page), scroll to the heading once the new page has settled,
 * 100 ms later. The heading's scroll-margin-top (src/css/doc-layout.css)
 * keeps it below the navbar and the narrow layout's menu bar.
 */
const hashScroll: ClientModule = {
  onRouteDidUpdate({ location }) {
    window.clearTimeout(pending);
    navigation += 1;
    if (!location.hash) return;
    const { hash } = location;
    pending = window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS);
  },
};

export default hashScroll;
