import React, { useLayoutEffect, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import { HelmetProvider } from 'react-helmet-async';

/*
 * spec 9: the browser title reads '{page title} - {site title}' at every moment (issue 16).
 *
 * Docusaurus hydrates inside startTransition, so React renders the tree in slices
 * and lets the browser run between them. react-helmet-async computes the head from
 * the Helmet elements rendered so far, during render, and applies it on the next
 * animation frame. A frame that fell between two slices applied the site-level
 * default title ("Rstest", set by SiteMetadataDefaults near the top of the tree)
 * until the page's own title, deeper down, was rendered: 0.1 s at full speed,
 * about 0.5 s on a slow phone.
 *
 * The server HTML already carries the complete head. So Helmet keeps its hands off
 * the document until hydration has committed (its own switch for "no DOM"), and
 * then applies the complete state once.
 */
// The server HTML says data-has-hydrated="false"; it turns "true" only once the app has hydrated.
if (ExecutionEnvironment.canUseDOM && document.documentElement.getAttribute('data-has-hydrated') !== 'true') {
  HelmetProvider.canUseDOM = false;
}

export default function Root({ children }: { children: ReactNode }): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => {
    HelmetProvider.canUseDOM = true;
    setHydrated(true);
  }, []);
  return (
    <>
      {children}
      {/* An empty Helmet, rendered after hydration: it makes Helmet apply the state of the whole tree. */}
      {hydrated && <Head>{null}</Head>}
    </>
  );
}
