import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Hero from '../components/Hero';
import Features from '../components/Features';
import ToolStack from '../components/ToolStack';
import { REPO_URL, SITE_DESCRIPTION, SITE_TAGLINE, SITE_TITLE, type SiteLocale } from '../config/site';
import { TRANSPARENT_NAVBAR_CLASS, isNavbarTransparent } from '../utils/landingNavbar';
import styles from './index.module.css';

/** spec 2.3/9: true while the page is within 100 px of the top. */
function useTransparentNavbar(): boolean {
  // The server renders the top of the page, so the first paint is already transparent.
  const [transparent, setTransparent] = useState(true);
  useEffect(() => {
    const update = () => setTransparent(isNavbarTransparent(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return transparent;
}
import PageChrome from '../components/PageChrome';

export default function Home(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const tagline = SITE_TAGLINE[i18n.currentLocale as SiteLocale] ?? SITE_TAGLINE.en;
  // Meta and Open Graph description: the site description, which says "JavaScript".
  const description = SITE_DESCRIPTION[i18n.currentLocale as SiteLocale] ?? SITE_DESCRIPTION.en;
  const transparent = useTransparentNavbar();
  return (
    <HtmlClassNameProvider className={clsx('landing-page', transparent && TRANSPARENT_NAVBAR_CLASS)}>
      <Layout description={description} wrapperClassName={styles.landing}>
        {/* spec 2.2: the landing page is of page type home. */}
        <PageChrome defaultType="home" />
        <main>
          <Hero
            title={SITE_TITLE}
            subtitle={tagline}
            description={translate({
              id: 'home.hero.description',
              message: 'Write tests with a familiar Jest-style API, build them with Rspack, and run TypeScript and ESM without extra setup.',
              description: 'Description under the subtitle in the home page hero',
            })}
            logo={{ src: '/img/rstest-logo.svg', alt: translate({ id: 'home.hero.logoAlt', message: 'Rstest logo', description: 'Alt text of the logo in the home page hero' }) }}
            getStarted={{ to: '/guide/start/quick-start' }}
            learnMore={{ to: '/guide/start/' }}
            githubUrl={REPO_URL}
          />
          <Features />
          <ToolStack />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
