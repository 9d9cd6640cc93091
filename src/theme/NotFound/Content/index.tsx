import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { versionHomePath } from '../../../utils/versionHome';
import PageChrome from '../../../components/PageChrome';
import styles from './styles.module.css';

/**
 * spec 2.1 and 8: the 404 page shows the code 404, the heading PAGE NOT FOUND and
 * a "Take me home" link to the home of the current version and language; the
 * browser title is "404 - Rstest". Replaces the default text-only content, which
 * is also what Docusaurus renders for unknown paths under the docs route.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  const localeHome = useBaseUrl('/');
  const active = useActivePluginAndVersion();
  const home = versionHomePath(localeHome, active?.activeVersion);
  return (
    <>
      <PageMetadata title={translate({ id: 'notFound.browserTitle', message: '404', description: 'Browser title of the 404 page, before " - Rstest"' })} />
      <PageChrome defaultType="404" />
      <main className={clsx('container', styles.notFound, className)}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <Heading as="h1" className={styles.heading}>
          <Translate id="notFound.heading" description="Heading of the 404 page">
            PAGE NOT FOUND
          </Translate>
        </Heading>
        <Link className="button button--primary button--lg" to={home}>
          <Translate id="notFound.homeLink" description="Link on the 404 page back to the home page">
            Take me home
          </Translate>
        </Link>
      </main>
    </>
  );
}
