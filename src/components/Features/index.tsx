import React, { useId, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The six features; texts follow the Introduction page (docs/guide/start/index.md). */
function features(): Feature[] {
  return [
    {
      title: translate({ id: 'home.features.rspack.title', message: 'Built with Rspack', description: 'Home feature title' }),
      text: translate({
        id: 'home.features.rspack.text',
        message: 'Test files and their imports compile through Rspack in memory, so aliases, defines and asset imports behave as they do in your app.',
        description: 'Home feature text',
      }),
      icon: <path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z" {...stroke} />,
    },
    {
      title: translate({ id: 'home.features.api.title', message: 'A familiar, Jest-style API', description: 'Home feature title' }),
      text: translate({
        id: 'home.features.api.text',
        message: 'describe, test, expect, lifecycle hooks, mock functions and fake timers work the way you already know.',
        description: 'Home feature text',
      }),
      icon: <path d="m8 7-5 5 5 5m8-10 5 5-5 5m-2.5-13-3 16" {...stroke} />,
    },
    {
      title: translate({ id: 'home.features.typescript.title', message: 'TypeScript and ESM without setup', description: 'Home feature title' }),
      text: translate({
        id: 'home.features.typescript.text',
        message: 'TypeScript, JSX, ES modules and CommonJS run as they are, with no separate transformer to install or configure.',
        description: 'Home feature text',
      }),
      icon: (
        <>
          <rect x="3.5" y="3.5" width="17" height="17" rx="3" {...stroke} />
          <path d="M8 10.5h5m-2.5 0V17m8-6.2c-.5-.6-1.2-.8-1.9-.8-1 0-1.6.5-1.6 1.2 0 1.8 3.7 1 3.7 3.3 0 .9-.8 1.5-1.9 1.5-.8 0-1.6-.3-2.1-.9" {...stroke} />
        </>
      ),
    },
    {
      title: translate({ id: 'home.features.rsbuild.title', message: 'Reuse the Rsbuild ecosystem', description: 'Home feature title' }),
      text: translate({
        id: 'home.features.rsbuild.text',
        message: 'Rsbuild plugins and build options such as resolve, source and tools.rspack apply to your test build too.',
        description: 'Home feature text',
      }),
      icon: <path d="M10 3.5h4v3a2 2 0 1 0 4 0v-3h2.5V10h-3a2 2 0 1 0 0 4h3v6.5H14v-3a2 2 0 1 0-4 0v3H3.5V14h3a2 2 0 1 0 0-4h-3V3.5H10Z" {...stroke} />,
    },
    {
      title: translate({ id: 'home.features.isolation.title', message: 'Isolated by default', description: 'Home feature title' }),
      text: translate({
        id: 'home.features.isolation.text',
        message: 'Every test file runs in its own environment inside a pool of workers, so state never leaks from one file to the next.',
        description: 'Home feature text',
      }),
      icon: (
        <>
          <path d="M12 3 20 7.5v9L12 21l-8-4.5v-9L12 3Z" {...stroke} />
          <path d="m4.5 7.8 7.5 4.2 7.5-4.2M12 12v8.5" {...stroke} />
        </>
      ),
    },
    {
      title: translate({ id: 'home.features.builtIn.title', message: 'Batteries included', description: 'Home feature title' }),
      text: translate({
        id: 'home.features.builtIn.text',
        message: 'Watch mode, snapshots, coverage, jsdom and happy-dom environments, projects and sharding come with it.',
        description: 'Home feature text',
      }),
      icon: <path d="M12 3.5 14.2 9l5.8.4-4.4 3.8 1.4 5.8L12 15.9 7 19l1.4-5.8L4 9.4 9.8 9 12 3.5Z" {...stroke} />,
    },
  ];
}

/** spec 2.2: the home page features. */
export default function Features(): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.container}>
        <h2 id={headingId} className={styles.heading}>
          <Translate id="home.features.title" description="Heading of the features block on the home page">
            Why Rstest
          </Translate>
        </h2>
        <ul className={styles.grid}>
          {features().map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.icon}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  {feature.icon}
                </svg>
              </span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.text}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
