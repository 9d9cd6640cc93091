import type { LoadContext, Plugin } from '@docusaurus/types';
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';
import { RSTEST_RS_REDIRECTS } from '../../src/config/rstestRsRedirects';
import { redirectsFor } from './redirects';

/**
 * Static redirect pages for the paths of rstest.rs that name one of our pages
 * under another path (src/config/rstestRsRedirects.ts), in each locale's build.
 *
 * The official @docusaurus/plugin-client-redirects writes the pages. It is
 * created in postBuild, once the build's routes are known, because its
 * `redirects` option fails the build on a missing target and its
 * `createRedirects` cannot add an #anchor to the target: we keep the entries
 * whose target page exists (pages other changes are still adding are skipped
 * until they land). The redirect pages are not routes, so the sitemap, the
 * search index and llms.txt never list them; scripts/csp-headers.mjs hashes
 * their inline script like every other built page's. Their script forwards
 * the query and #hash when the target has no anchor of its own;
 * src/clientModules/hashScroll.ts then maps an old heading id to ours.
 */
export default function rstestRsRedirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'rstest-rs-redirects',
    async postBuild(props) {
      const base = props.baseUrl;
      const routes = props.routesPaths.map((route) => (route.startsWith(base) ? `/${route.slice(base.length)}` : route));
      const redirects = redirectsFor(RSTEST_RS_REDIRECTS, routes);
      const official = clientRedirectsPlugin(context, { id: 'rstest-rs-redirects', fromExtensions: [], toExtensions: [], redirects });
      // Its postBuild reads only the build's routes, base URL, output folder and site config.
      await official?.postBuild?.(props as Parameters<NonNullable<typeof official>['postBuild'] & {}>[0]);
      console.log(`[rstest-rs-redirects] ${context.i18n.currentLocale}: ${redirects.length} redirect pages from rstest.rs paths.`);
    },
  };
}
