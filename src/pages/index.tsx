import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import PageChrome from '../components/PageChrome';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      {/* spec 2.2: the landing page is of page type home. */}
      <PageChrome defaultType="home" />
      <main className="container margin-vert--xl">
        <h1>{siteConfig.title}</h1>
        <p>{siteConfig.tagline}</p>
        <Link className="button button--primary button--lg" to="/guide/start/quick-start">
          <Translate id="home.hero.getStarted" description="Home hero button to the quick start">
            Get Started
          </Translate>
        </Link>
      </main>
    </Layout>
  );
}
