import type { ClientModule } from '@docusaurus/types';
import { parsePageFlags } from '../../src/utils/pageChrome';
import { FLAGS_ATTRIBUTE } from './script';

/**
 * spec 2.2: the query flags belong to the URL. After a client-side navigation
 * (before the new page paints) the hidden parts follow the new query string:
 * a link without `?navbar=0` shows the navbar again.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    const hidden = parsePageFlags(location.search);
    if (hidden.length) document.documentElement.setAttribute(FLAGS_ATTRIBUTE, hidden.join(' '));
    else document.documentElement.removeAttribute(FLAGS_ATTRIBUTE);
  },
};

export default clientModule;
