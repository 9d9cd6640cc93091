import React, { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { SearchIcon } from '@site/src/components/SearchPanel/icons';
import type { Searcher } from '@site/src/utils/search/searcher';
import type { IndexState } from '@site/src/utils/search/types';
import styles from './styles.module.css';

const noop = () => () => {};

// The panel and the search code are chunks of their own: a page loads only the
// button. Both are fetched on the first hover, focus, touch or open.
const loadPanel = () => import('@site/src/components/SearchPanel');
const SearchPanel = lazy(loadPanel);
let searcherModule: Promise<typeof import('./getSearcher')> | undefined;
const loadSearcherModule = () => (searcherModule ??= import('./getSearcher'));

/** spec 2.7: Ctrl+K, or Cmd+K on macOS (either is accepted everywhere). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key.toLowerCase() === 'k' || event.code === 'KeyK');
}

/**
 * Replaces the easyops navbar search box. Its SearchBar is one autocomplete.js
 * widget whose dropdown, templates and empty state are imported relatively,
 * so there is nothing to wrap for a modal panel with a mask, Cancel, a
 * debounce and the spec's empty-result text. The index and query code of
 * easyops are reused (./localEngine); only the UI is ours.
 *
 * The navbar gets a Search button. The button and Ctrl/Cmd+K open the panel;
 * hovering or focusing the button starts loading the index (spec 4: loaded on
 * first open or hover, never with the page). Closing returns focus to where
 * it was.
 */
export default function SearchBar(): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const [open, setOpen] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(true);
  const indexState = useSyncExternalStore<IndexState>(searcher?.subscribe ?? noop, searcher?.getState ?? (() => 'initial'), () => 'initial');

  useEffect(() => {
    setIsMac(/mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent));
  }, []);

  // The config lives in the page's <meta>: read in the browser only, when needed.
  const ensureSearcher = useCallback(
    () =>
      loadSearcherModule().then(({ getSearcher, readSearchConfig }) => {
        const created = getSearcher(readSearchConfig(currentLocale));
        setSearcher(created);
        return created;
      }),
    [currentLocale],
  );

  const openPanel = useCallback(() => {
    const focused = document.activeElement;
    returnFocus.current = focused instanceof HTMLElement && focused !== document.body ? focused : buttonRef.current;
    restoreFocus.current = true;
    // The index starts loading now, alongside the panel's chunk, not once the panel has rendered.
    void ensureSearcher().then((loaded) => loaded.load());
    setOpen(true);
  }, [ensureSearcher]);

  const closePanel = useCallback((restore: boolean) => {
    restoreFocus.current = restore;
    setOpen(false);
  }, []);

  // Focus goes back once the panel has unmounted.
  useEffect(() => {
    if (open || !restoreFocus.current) return;
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Also keeps the browser's own Ctrl+K (address bar search) away.
      event.preventDefault();
      if (!open) openPanel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openPanel]);

  // The page behind the modal does not scroll.
  useEffect(() => {
    if (!open) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const prefetch = () => {
    void loadPanel();
    void ensureSearcher().then((loaded) => loaded.load());
  };
  const label = translate({ id: 'search.button.label', message: 'Search', description: 'Label of the navbar button that opens the search panel (spec 2.7, 9)' });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        data-index-state={indexState}
        onClick={openPanel}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}>
        <SearchIcon size={16} />
        <span className={styles.label}>{label}</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          {isMac ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open &&
        searcher &&
        createPortal(
          <Suspense fallback={null}>
            <SearchPanel searcher={searcher} onClose={closePanel} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
