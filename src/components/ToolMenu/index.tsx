import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import Popover from '../Popover';
import ToolLogo from '../ToolLogo';
import { newTabNote } from '../ToolStack';
import { ECOSYSTEM_LINK, TOOL_LINKS } from '../../config/tools';
import { toToolCard, toToolCards, type ToolCard } from '../../utils/toolCards';
import styles from './styles.module.css';

function ToolMenuLink({ card, newTab }: { card: ToolCard; newTab: string }): ReactNode {
  return (
    <a className={styles.link} href={card.url} target="_blank" rel="noopener noreferrer">
      <ToolLogo name={card.name} src={card.logo} size={32} scale={card.logoScale} />
      <span className={styles.text}>
        <span className={styles.name}>{card.name}</span>
        <span className={styles.desc}>{card.desc}</span>
      </span>
      <span className="visually-hidden">{newTab}</span>
    </a>
  );
}

/**
 * spec 1/9: the small tool menu before the navbar title: a popover, placed
 * bottom-left, listing the toolchain and the ecosystem collection.
 */
export default function ToolMenu({ className }: { className?: string }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const cards = toToolCards(TOOL_LINKS, i18n.currentLocale);
  const ecosystem = toToolCard(ECOSYSTEM_LINK, i18n.currentLocale);
  const title = translate({ id: 'toolMenu.title', message: 'Rstack toolchain', description: 'Title of the navbar popover listing the Rstack tools' });
  const newTab = newTabNote();
  const content = (
    <div className={styles.panel}>
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.name}>
            <ToolMenuLink card={card} newTab={newTab} />
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <ToolMenuLink card={ecosystem} newTab={newTab} />
      </div>
    </div>
  );
  return (
    <Popover className={clsx(styles.toolMenu, className)} placement="bottomLeft" title={title} overlayLabel={title} content={content} overlayClassName={styles.popup}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={translate({ id: 'toolMenu.button', message: 'Rstack tools', description: 'Accessible name of the navbar button opening the Rstack tool menu' })}
        aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <rect x="3.5" y="3.5" width="7" height="7" rx="2" fill="currentColor" />
          <rect x="13.5" y="3.5" width="7" height="7" rx="2" fill="currentColor" opacity="0.55" />
          <rect x="3.5" y="13.5" width="7" height="7" rx="2" fill="currentColor" opacity="0.55" />
          <rect x="13.5" y="13.5" width="7" height="7" rx="3.5" fill="currentColor" />
        </svg>
      </button>
    </Popover>
  );
}
