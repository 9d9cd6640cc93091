import React, { useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { useLockBodyScroll } from '@docusaurus/theme-common/internal';
import TOCItems from '@theme/TOCItems';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { DocSidebarMenuContext } from '../DocSidebarMenu/context';
import { outlineTitle } from './outlineTitle';
import styles from './styles.module.css';
import { keepTabInside } from '../../utils/focusTrap';

/** Closes an overlay when the route changes (spec 4: sidebar and outline dropdown). */
function useCloseOnRouteChange(close: () => void): void {
  const location = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    closeRef.current();
  }, [location.key, location.pathname, location.hash, location.search]);
}

function MenuIcon(): ReactNode {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

function ChevronIcon({ open }: { open: boolean }): ReactNode {
  return (
    <svg className={clsx(styles.chevron, open && styles.chevronOpen)} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The control as it works before the page has hydrated, or without JavaScript
 * (issue 17): a native disclosure whose open state src/css/doc-layout.css uses
 * to show the column the narrow layout hides (the sidebar or the outline, both
 * in the server HTML). Once the app has hydrated, CSS shows the scripted
 * control instead; a disclosure the reader opened in the meantime hands over
 * to it (`onHandOver`).
 */
function NoScriptToggle({ kind, onHandOver, children }: { kind: 'sidebar' | 'outline'; onHandOver: () => void; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLDetailsElement>(null);
  const handOver = useRef(onHandOver);
  handOver.current = onHandOver;
  useEffect(() => {
    if (!ref.current?.open) return;
    ref.current.open = false;
    handOver.current();
  }, []);
  return (
    <details ref={ref} className={clsx('doc-menu-bar__fallback', `doc-menu-bar__fallback--${kind}`)}>
      <summary className={clsx(styles.barButton, styles.summary)}>{children}</summary>
    </details>
  );
}

/**
 * spec 2.4 and 4: the sidebar of the narrow layout, a modal drawer. Body scroll
 * is locked while it is open; Escape, the close button, a click beside it or a
 * route change close it, and focus returns to the Menu button.
 */
function SidebarDrawer({
  id,
  sidebar,
  onClose,
  returnFocusTo,
}: {
  id: string;
  sidebar: PropSidebar;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}): ReactNode {
  const { pathname } = useLocation();
  const DocSidebarMenu = useContext(DocSidebarMenuContext);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useLockBodyScroll(true);
  useEffect(() => {
    const returnTarget = returnFocusTo.current;
    const active = panelRef.current?.querySelector<HTMLElement>('.menu__link--active:not(.menu__link--sublist)');
    (active ?? closeButtonRef.current)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      // Keep Tab inside the dialog.
      if (panelRef.current) keepTabInside(event, panelRef.current, FOCUSABLE);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTarget?.focus({ preventScroll: true });
    };
  }, [onClose, returnFocusTo]);
  const menuLabel = translate({ id: 'docs.menuBar.menu', message: 'Menu', description: 'spec 2.4: button of the narrow layout that opens the sidebar' });
  // Rendered beside the menu bar, not inside it: the sticky bar is a stacking context under the navbar.
  return (
    <div className={styles.drawerRoot}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div id={id} ref={panelRef} role="dialog" aria-modal="true" aria-label={menuLabel} className={clsx('doc-sidebar-drawer', styles.drawer)}>
        <div className={styles.drawerHeader}>
          <span className={styles.drawerTitle}>{menuLabel}</span>
          <button
            ref={closeButtonRef}
            type="button"
            className={clsx('clean-btn', styles.closeButton)}
            aria-label={translate({ id: 'docs.menuBar.closeMenu', message: 'Close menu', description: 'ARIA label of the button that closes the sidebar drawer' })}
            onClick={onClose}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {DocSidebarMenu && <DocSidebarMenu sidebar={sidebar} path={pathname} className={styles.drawerMenu} />}
      </div>
    </div>
  );
}

/**
 * spec 2.4 and 4: the outline of the narrow layout, a dropdown under the menu
 * bar. It closes on a click outside, Escape, a route change (including
 * following one of its links) and when the layout turns wide.
 */
function OutlineDropdown({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }): ReactNode {
  const { toc, frontMatter } = useDoc();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);
  return (
    <div ref={rootRef} className={styles.outline}>
      <NoScriptToggle kind="outline" onHandOver={() => setOpen(true)}>
        <span className={styles.outlineLabel}>{outlineTitle()}</span>
        <ChevronIcon open={false} />
      </NoScriptToggle>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('clean-btn', 'doc-menu-bar__enhanced', styles.barButton)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}>
        <span className={styles.outlineLabel}>{outlineTitle()}</span>
        <ChevronIcon open={open} />
      </button>
      <div id={panelId} hidden={!open} className={clsx('doc-outline-dropdown', styles.outlinePanel, 'thin-scrollbar')}>
        {open && (
          <TOCItems
            toc={toc}
            minHeadingLevel={frontMatter.toc_min_heading_level}
            maxHeadingLevel={frontMatter.toc_max_heading_level}
            className="table-of-contents"
            linkClassName="table-of-contents__link doc-outline-dropdown__link"
            linkActiveClassName="table-of-contents__link--active"
          />
        )}
      </div>
    </div>
  );
}

/**
 * spec 2.4, 4 and 9: the 46 px bar at the top of a doc page in the narrow
 * layout, with the Menu button (sidebar drawer) and the outline dropdown.
 * Whether it shows is up to src/css/doc-layout.css; `narrow` (from
 * useNarrowDocLayout) closes what is open when the layout turns wide.
 */
export default function DocMenuBar({ hasOutline, narrow }: { hasOutline: boolean; narrow: boolean | undefined }): ReactNode {
  const sidebar = useDocsSidebar();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  useCloseOnRouteChange(() => {
    setSidebarOpen(false);
    setOutlineOpen(false);
  });
  useEffect(() => {
    if (narrow !== false) return;
    setSidebarOpen(false);
    setOutlineOpen(false);
  }, [narrow]);
  if (!sidebar && !hasOutline) return null;
  return (
    <>
      <div className={clsx('doc-menu-bar', styles.bar)}>
        {sidebar ? (
          <>
          <NoScriptToggle kind="sidebar" onHandOver={() => setSidebarOpen(true)}>
            <MenuIcon />
            <span>{translate({ id: 'docs.menuBar.menu', message: 'Menu', description: 'spec 2.4: button of the narrow layout that opens the sidebar' })}</span>
          </NoScriptToggle>
          <button
            ref={menuButtonRef}
            type="button"
            className={clsx('clean-btn', 'doc-menu-bar__enhanced', styles.barButton)}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarOpen ? drawerId : undefined}
            aria-haspopup="dialog"
            onClick={() => {
              setOutlineOpen(false);
              setSidebarOpen(true);
            }}>
            <MenuIcon />
            <span>{translate({ id: 'docs.menuBar.menu', message: 'Menu', description: 'spec 2.4: button of the narrow layout that opens the sidebar' })}</span>
          </button>
          </>
        ) : (
          <span />
        )}
        {hasOutline && <OutlineDropdown open={outlineOpen} setOpen={setOutlineOpen} />}
      </div>
      {sidebar && sidebarOpen && (
        <SidebarDrawer id={drawerId} sidebar={sidebar.items} onClose={closeSidebar} returnFocusTo={menuButtonRef} />
      )}
    </>
  );
}
