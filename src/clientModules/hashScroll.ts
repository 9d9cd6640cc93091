import type { ClientModule } from '@docusaurus/types';
import { resolveHashAlias } from '../utils/hashAlias';

/** spec 9: hash links scroll to their heading 100 ms after the navigation. */
export const HASH_SCROLL_DELAY_MS = 100;

let pending: number | undefined;

function targetOf(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the raw id up.
  }
  if (!id) return null;
  const found = document.getElementById(id);
  if (found) return found;
  // A link from rstest.rs (or printed by Rstest) may name the heading by its old
  // id: find ours, and show it in the address bar so copying the URL gives the
  // working anchor.
  const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
  const alias = resolveHashAlias(window.location.pathname, id, ids);
  if (!alias) return null;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(alias)}`);
  return document.getElementById(alias);
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
    if (!location.hash) return;
    pending = window.setTimeout(() => {
      targetOf(location.hash)?.scrollIntoView({ block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
  },
};

export default hashScroll;
