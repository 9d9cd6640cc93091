import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { translate } from '@docusaurus/Translate';
import { DEFAULT_STAR_COUNT } from '../../utils/stars';
import { LANDING_BACKGROUND_URL } from '../../config/tools';
import LandingBackground from './LandingBackground';
import Stars from './Stars';
import styles from './styles.module.css';

export interface HeroAction {
  /** Button text; the spec 2.6 default when absent. */
  text?: string;
  /** Where the button goes (a site path). */
  to: string;
}

export interface HeroProps {
  /** spec 2.6 defaults: Rspack / The fast Rust-based web bundler / Seamlessly replace webpack with compatible API. */
  title?: string;
  subtitle?: string;
  description?: string;
  logo?: { src: string; alt: string };
  getStarted?: HeroAction;
  learnMore?: HeroAction;
  /** Optional GitHub link, shown as a third button. */
  githubUrl?: string;
  /** spec 2.6: 35 star positions by default. */
  starCount?: number;
  /** spec 2.6: the decorative landing image; null for none. */
  backgroundImage?: string | null;
  className?: string;
}

const DEFAULT_LOGO = { src: 'https://assets.rspack.rs/rspack/rspack-logo.svg', alt: 'Rspack' };

function GitHubIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.04-.71.08-.7.08-.7 1.15.08 1.76 1.19 1.76 1.19 1.03 1.76 2.69 1.25 3.35.96.1-.74.4-1.25.73-1.54-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.29 1.19-3.1-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.84 1.19 3.1 0 4.42-2.7 5.4-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z"
      />
    </svg>
  );
}

/**
 * The landing hero (spec 2.6): logo, title, subtitle, description, Get Started
 * and Learn More buttons with an optional GitHub link, over a decorative sky of
 * stars and the landing image. Without props it shows the spec defaults.
 */
export default function Hero({
  title = 'Rspack',
  subtitle,
  description,
  logo = DEFAULT_LOGO,
  getStarted = { to: '/guide/start/quick-start' },
  learnMore = { to: '/guide/start/' },
  githubUrl,
  starCount = DEFAULT_STAR_COUNT,
  backgroundImage = LANDING_BACKGROUND_URL,
  className,
}: HeroProps): ReactNode {
  const logoSrc = useBaseUrl(logo.src);
  const subtitleText =
    subtitle ?? translate({ id: 'hero.default.subtitle', message: 'The fast Rust-based web bundler', description: 'spec 2.6: default hero subtitle' });
  const descriptionText =
    description ??
    translate({ id: 'hero.default.description', message: 'Seamlessly replace webpack with compatible API', description: 'spec 2.6: default hero description' });
  const getStartedText =
    getStarted.text ?? translate({ id: 'hero.getStarted', message: 'Get Started', description: 'spec 2.6: the hero button to the quick start' });
  const learnMoreText =
    learnMore.text ?? translate({ id: 'hero.learnMore', message: 'Learn More', description: 'spec 2.6: the hero button to the introduction' });

  return (
    <header className={clsx(styles.hero, className)} data-testid="hero">
      <div className={styles.backdrop} aria-hidden="true" />
      {backgroundImage && <LandingBackground src={backgroundImage} />}
      <Stars count={starCount} />
      <div className={styles.content}>
        <div className={styles.logo}>
          <span className={styles.logoGlow} aria-hidden="true" />
          <img className={styles.logoImage} src={logoSrc} alt={logo.alt} width={144} height={144} decoding="async" fetchPriority="high" />
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitleText}</p>
        <p className={styles.description}>{descriptionText}</p>
        <div className={styles.actions}>
          <Link className={clsx(styles.button, styles.primary)} to={getStarted.to}>
            {getStartedText}
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className={styles.arrow}>
              <path d="M4 10h11m-4-4.5L15.5 10 11 14.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
          <Link className={clsx(styles.button, styles.secondary)} to={learnMore.to}>
            {learnMoreText}
            {/* The visible label is the spec's; a link read out of context (or
                by a search engine) also says what it leads to. */}
            <span className="visually-hidden">
              {' '}
              {translate(
                { id: 'hero.learnMore.context', message: 'about {title}', description: 'Hidden words after the Learn More button text, read by screen readers: what the link is about' },
                { title },
              )}
            </span>
          </Link>
          {githubUrl && (
            <a className={clsx(styles.button, styles.ghost)} href={githubUrl} target="_blank" rel="noopener noreferrer">
              <GitHubIcon />
              GitHub
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
