import React, { isValidElement, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import MDXContent from '@theme-original/MDXContent';
import { loadBody, loadedBody } from '../../../plugins/static-bodies/client/bodies';
import { mountIslands, preloadIslandChunks } from '../../../plugins/static-bodies/client/mountIslands';
import { ISLANDS, islandOptions } from '../../islands';
import styles from './styles.module.css';

interface Props {
  className?: string;
  id?: string;
  /** Rendered before the Markdown, inside the same element (a doc's title when its Markdown has none). */
  before?: ReactNode;
  /** The page's MDX content element. */
  children: ReactNode;
}

/** The body key the build put on a page's MDX component (plugins/static-bodies/mdxModule.js). */
function bodyKeyOf(children: ReactNode): string | undefined {
  const type = isValidElement(children) ? (children.type as { staticBodyKey?: unknown }) : undefined;
  return typeof type?.staticBodyKey === 'string' ? type.staticBodyKey : undefined;
}

// In the production browser build the page modules carry no body (see
// plugins/static-bodies); the dev server renders them as before.
const staticInBrowser = process.env.NODE_ENV === 'production' && ExecutionEnvironment.canUseDOM;

// The first page's islands start loading their components with this module,
// in parallel with the page's hydration, instead of after it.
if (staticInBrowser) preloadIslandChunks(document, ISLANDS);

// The server's body elements, as this module (a chunk of the first page) finds
// them before hydration. When a hydration error elsewhere makes React render the
// page anew in the browser (spec 8: recoverable), it replaces these elements by
// empty ones; their nodes, detached but whole, are moved into the new element.
const serverBodies = new Map<string, Element>(
  staticInBrowser ? Array.from(document.querySelectorAll('[data-static-body]'), (element) => [element.getAttribute('data-static-body') ?? '', element]) : [],
);

/**
 * Issue 38: the element that holds a page's Markdown body (a doc's
 * `.markdown`, a blog post's, an MDX page's). The server renders the body into
 * it, marked with its key. In the browser the body stays that HTML: on a first
 * load React hydrates the element without touching what is inside, and after
 * a client-side navigation the element gets the body file's HTML; then the
 * body's islands and links come to life (src/islands).
 */
export default function StaticBody({ className, id, before, children }: Props): ReactNode {
  const bodyKey = bodyKeyOf(children);
  if (bodyKey === undefined) {
    const content = (
      <>
        {before}
        <MDXContent>{children}</MDXContent>
      </>
    );
    return className === undefined && id === undefined ? content : <div className={className} id={id}>{content}</div>;
  }
  if (!staticInBrowser) {
    // The server marks the body for the build to cut out (plugins/static-bodies);
    // the dev server renders it in the browser, as an ordinary part of the page.
    return (
      <div className={className} id={id} data-static-body={ExecutionEnvironment.canUseDOM ? undefined : bodyKey}>
        {before}
        <MDXContent>{children}</MDXContent>
      </div>
    );
  }
  return <BrowserBody key={bodyKey} bodyKey={bodyKey} className={className} id={id} />;
}

function BrowserBody({ bodyKey, className, id }: { bodyKey: string; className?: string; id?: string }): ReactNode {
  const isBrowser = useIsBrowser();
  // During hydration useIsBrowser() is still false: the body on screen is the server's.
  const [hydrated] = useState(() => !isBrowser);
  const [html, setHtml] = useState(() => (hydrated ? '' : loadedBody(bodyKey)));
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const { siteConfig, i18n } = useDocusaurusContext();
  const options = useMemo(() => islandOptions({ history, baseUrl: siteConfig.baseUrl, i18n }), [history, siteConfig.baseUrl, i18n]);

  // A navigation whose body did not arrive with the page (it stalled or failed): load it here.
  useEffect(() => {
    if (html !== undefined) return undefined;
    let current = true;
    setFailed(false);
    loadBody(bodyKey).then(
      (body) => current && setHtml(body),
      (error: unknown) => {
        console.error(error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [bodyKey, html]);

  useLayoutEffect(() => {
    if (!hydrated) return;
    const server = serverBodies.get(bodyKey);
    if (server && ref.current && server !== ref.current && !server.isConnected) ref.current.replaceChildren(...Array.from(server.childNodes));
    // Needed once: the page no longer holds on to the element through this map.
    serverBodies.delete(bodyKey);
  }, [bodyKey, hydrated]);

  useEffect(() => (html !== undefined && ref.current ? mountIslands(ref.current, options) : undefined), [html, options]);

  if (html === undefined) {
    return (
      <div className={className} id={id}>
        <div className={styles.state} role={failed ? 'alert' : 'status'}>
          {failed ? (
            <>
              <p>
                <Translate id="staticBody.failed" description="Shown in place of a page's content when it could not be loaded during navigation">
                  This page's content could not be loaded.
                </Translate>
              </p>
              <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
                <Translate id="staticBody.reload" description="Button that reloads the page when its content could not be loaded">
                  Reload page
                </Translate>
              </button>
            </>
          ) : (
            <p>
              <Translate id="staticBody.loading" description="Shown in place of a page's content while it loads during navigation">
                Loading this page's content…
              </Translate>
            </p>
          )}
        </div>
      </div>
    );
  }
  // React never rewrites an element's dangerouslySetInnerHTML while __html stays
  // the same, so the hydrated body ('') keeps the server's nodes for good.
  return <div ref={ref} className={className} id={id} data-static-body={bodyKey} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
