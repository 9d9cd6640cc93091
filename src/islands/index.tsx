import React, { type ReactElement, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { I18n } from '@docusaurus/types';
import { BrowserContextProvider } from '@docusaurus/core/lib/client/browserContext';
import { ScrollControllerProvider } from '@docusaurus/theme-common/internal';
import type { History } from 'history';
import type { IslandRegistry, MountOptions } from '../../plugins/static-bodies/client/mountIslands';
import { bodyLinks } from '../../plugins/static-bodies/client/bodyLinks';
import { codeBlockButtons } from './codeBlockButtons';
import { zoomableImages } from './zoomableImages';

/**
 * The islands of this site's page bodies (issue 38): the parts a reader
 * interacts with, each hydrated on its own from the server HTML. Their
 * components render `<Island name="…">` on the server (src/theme/Tabs,
 * src/components/Overview). Code-block buttons, zoomable images and links need
 * no server markup of their own: the enhancers find them in the body.
 */
export const ISLANDS: IslandRegistry = new Map<string, IslandRegistry extends ReadonlyMap<string, infer Load> ? Load : never>([
  ['tabs', () => import('./TabsIsland')],
  ['overview', () => import('./OverviewIsland')],
]);

/** What an island reads from the app around it: the router (on the app's own history) and the browser flag. */
function IslandProviders({ history, children }: { history: History; children: ReactNode }): ReactNode {
  return (
    <BrowserContextProvider>
      <Router history={history}>
        <ScrollControllerProvider>{children}</ScrollControllerProvider>
      </Router>
    </BrowserContextProvider>
  );
}

export function islandOptions({ history, baseUrl, i18n }: { history: History; baseUrl: string; i18n: I18n }): MountOptions {
  // The other locales' apps under this one (the default locale's app holds /zh/): links to them load a new page.
  const otherBaseUrls = i18n.currentLocale === i18n.defaultLocale ? i18n.locales.filter((locale) => locale !== i18n.defaultLocale).map((locale) => `${baseUrl}${locale}/`) : [];
  return {
    registry: ISLANDS,
    wrap: (island: ReactElement) => <IslandProviders history={history}>{island}</IslandProviders>,
    enhancers: [codeBlockButtons, zoomableImages, bodyLinks(history, { baseUrl, otherBaseUrls }, () => window.docusaurus)],
  };
}
