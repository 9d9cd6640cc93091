import React, { useId, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, { translate } from '@docusaurus/Translate';
import { TOOL_LINKS } from '../../config/tools';
import { toToolCards, type ToolLink } from '../../utils/toolCards';
import ToolLogo from '../ToolLogo';
import styles from './styles.module.css';

/** The screen-reader note on outbound links. */
export function newTabNote(): string {
  return translate({ id: 'toolStack.newTab', message: '(opens in a new tab)', description: 'Screen-reader note after a link that opens in a new tab' });
}

/**
 * spec 1: the tool stack block of the home page: one card per tool of the
 * toolchain (Tool card, derived for the current language), each opening the
 * tool's site in a new tab.
 */
export default function ToolStack({ links = TOOL_LINKS }: { links?: readonly ToolLink[] }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const cards = toToolCards(links, i18n.currentLocale);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="tool-stack">
      <div className={styles.container}>
        <p className={styles.eyebrow}>
          <Translate id="toolStack.eyebrow" description="Small label above the tool stack heading on the home page">
            Rstack
          </Translate>
        </p>
        <h2 id={headingId} className={styles.heading}>
          <Translate id="toolStack.title" description="Heading of the tool stack block on the home page">
            One toolchain, built around Rspack
          </Translate>
        </h2>
        <p className={styles.lead}>
          <Translate id="toolStack.description" description="Text under the tool stack heading on the home page">
            Rstest belongs to Rstack, a family of fast JavaScript tools that share Rspack at their core. Pick the ones your project needs.
          </Translate>
        </p>
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.name} className={styles.item}>
              <a className={styles.card} href={card.url} target="_blank" rel="noopener noreferrer">
                <ToolLogo name={card.name} src={card.logo} size={48} scale={card.logoScale} />
                <span className={styles.name}>{card.name}</span>
                <span className={styles.desc}>{card.desc}</span>
                <span className={styles.url}>
                  {card.urlText}
                  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M5 11 11 5M6 5h5v5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  <span className="visually-hidden">{newTabNote()}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
