import type { LoadContext, Plugin } from '@docusaurus/types';
import { RSTEST_RS_REDIRECTS } from '../../src/config/rstestRsRedirects';
import { redirectPageHtml, writeForwardScript, writeRedirectPage } from './page';
import { redirectsFor } from './redirects';

/**
 * Static redirect pages for the paths of rstest.rs that name one of our pages
 * under another path (src/config/rstestRsRedirects.ts), in each locale's build.
 *
 * The pages are written in postBuild, once the build's routes are known: we
 * keep the entries whose target page exists (pages other changes are still
 * adding are skipped until they land). The redirect pages are not routes, so
 * the sitemap, the search index and llms.txt never list them. They have no
 * inline script (page.ts says why): one shared script forwards the query and
 * #hash when the target has no anchor of its own;
 * src/clientModules/hashScroll.ts then maps an old heading id to ours.
 */
export default function rstestRsRedirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'rstest-rs-redirects',
    async postBuild(props) {
      const base = props.baseUrl;
      const routes = props.routesPaths.map((route) => (route.startsWith(base) ? `/${route.slice(base.length)}` : route));
      const redirects = redirectsFor(RSTEST_RS_REDIRECTS, routes);
      if (redirects.length === 0) return;
      const scriptUrl = base + writeForwardScript(props.outDir);
      const locale = context.i18n.currentLocale;
      for (const { from, to } of redirects) {
        writeRedirectPage(props.outDir, from, redirectPageHtml({ toUrl: base + to.replace(/^\//, ''), scriptUrl, locale }));
      }
      console.log(`[rstest-rs-redirects] ${context.i18n.currentLocale}: ${redirects.length} redirect pages from rstest.rs paths.`);
    },
  };
}
