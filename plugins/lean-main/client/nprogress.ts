/**
 * The classic theme's progress bar (theme-classic/lib/nprogress.js) with
 * nprogress loaded on the first navigation instead of with every page
 * (issue 38): the bar only shows while a page reached in the app loads, and
 * only after 200 ms (spec 2.1, 9), time enough for the library to arrive.
 * Same behaviour and the library's defaults (minimum 0.08, speed 200 ms,
 * trickle 0.02 every 800 ms); the bar's style stays in the site's stylesheet.
 */
import type { ClientModule } from '@docusaurus/types';
import type { NProgress } from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

const delay = 200;
let library: Promise<NProgress> | undefined;
const load = () =>
  (library ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  }));

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    let cancelled = false;
    void load().catch(() => undefined);
    const timeout = window.setTimeout(() => {
      void load().then((nprogress) => {
        if (!cancelled) nprogress.start();
      });
    }, delay);
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    void library?.then((nprogress) => nprogress.done());
  },
};

export default clientModule;
