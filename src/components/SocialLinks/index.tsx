import React, { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { SocialIconSvg, iconName } from './icons';
import { splitSocialLinks, type SocialLink } from './types';
import styles from './styles.module.css';

function linkLabel(link: SocialLink): string {
  const name = iconName(link.icon);
  return link.label ?? ({ github: 'GitHub', x: 'X', discord: 'Discord' } as Record<string, string>)[name] ?? name;
}

/** A link opens in a new tab; text, img and dom show their content in a small panel. */
function SocialLinkItem({ link }: { link: SocialLink }): React.ReactElement {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = linkLabel(link);
  if (link.mode === 'link') {
    return (
      <a className={styles.item} href={link.content} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
        <SocialIconSvg icon={link.icon} />
      </a>
    );
  }
  return (
    <span className={styles.disclosure}>
      <button
        type="button"
        className={styles.item}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <SocialIconSvg icon={link.icon} />
      </button>
      <span id={panelId} className={styles.panel} hidden={!open}>
        {link.mode === 'text' && link.content}
        {link.mode === 'img' && <img src={link.content} alt={label} width={120} height={120} loading="lazy" />}
        {link.mode === 'dom' && <span dangerouslySetInnerHTML={{ __html: link.content }} />}
      </span>
    </span>
  );
}

/** The overflow dropdown (spec 2.3): links beyond the visible five. */
function MoreLinks({ links }: { links: SocialLink[] }): React.ReactElement {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  return (
    <div className={styles.more} ref={rootRef} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className={styles.item}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={translate({ id: 'navbar.socialLinks.more', message: 'More links', description: 'Label of the button opening the extra social links' })}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      <ul id={menuId} className={clsx(styles.menu, 'shadow--md')} hidden={!open}>
        {links.map((link, index) => (
          <li key={index}>
            <SocialLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SocialLinks({ links, className }: { links: SocialLink[]; className?: string }): React.ReactElement | null {
  if (links.length === 0) return null;
  const { visible, overflow } = splitSocialLinks(links);
  return (
    <div className={clsx(styles.socialLinks, className)} data-testid="social-links">
      {visible.map((link, index) => (
        <SocialLinkItem key={index} link={link} />
      ))}
      {overflow.length > 0 && <MoreLinks links={overflow} />}
    </div>
  );
}
