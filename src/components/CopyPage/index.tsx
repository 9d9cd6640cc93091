import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { COPIED_STATE_MS } from '../../utils/copyCode';
import { copyPageMarkdown, markdownTwinUrl, type CopyPageOutcome } from '../../utils/copyPage';
import styles from './styles.module.css';

type State = 'idle' | 'busy' | CopyPageOutcome;

function CopyIcon(): ReactNode {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="9" y="9" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

// Descriptions of these strings are in i18n/zh/code.json only: here they would ship to every doc page.
function message(state: State): string | null {
  if (state === 'denied') {
    return translate({ id: 'docs.copyPage.denied', message: 'Your browser did not allow copying. Open "View as Markdown" to copy the text from there.' });
  }
  if (state === 'fetch-failed') {
    return translate({ id: 'docs.copyPage.fetchFailed', message: 'The Markdown of this page could not be loaded. Try again, or open "View as Markdown".' });
  }
  return null;
}

/**
 * issue 25: "Copy page" and "View as Markdown" above a doc page's content.
 * Both are in the server HTML and the button keeps its width whatever it says
 * (both labels share one grid cell), so nothing moves when it changes; the
 * message of a refused copy or failed fetch floats below the row.
 */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const twinUrl = markdownTwinUrl(permalink);
  const copied = state === 'copied';
  const onClick = async () => {
    if (state === 'busy') return;
    clearTimeout(timer.current);
    setState('busy');
    const outcome = await copyPageMarkdown(twinUrl, {
      fetch: (url) => window.fetch(url, { headers: { Accept: 'text/markdown, text/plain' } }),
      clipboard: typeof navigator !== 'undefined' ? navigator.clipboard : null,
      ClipboardItem: typeof window.ClipboardItem === 'function' ? window.ClipboardItem : undefined,
    });
    setState(outcome);
    if (outcome === 'copied') timer.current = setTimeout(() => setState('idle'), COPIED_STATE_MS);
  };
  const text = message(state);
  const copyLabel = translate({ id: 'docs.copyPage.copy', message: 'Copy page' });
  const copiedLabel = translate({ id: 'docs.copyPage.copied', message: 'Copied' });
  return (
    <div className={clsx('doc-copy-page', styles.actions)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.button)}
        onClick={onClick}
        aria-busy={state === 'busy'}
        title={translate({ id: 'docs.copyPage.title', message: 'Copy this page as Markdown' })}>
        <CopyIcon />
        <span className={styles.labels}>
          <span aria-hidden={copied} className={clsx(copied && styles.hidden)}>{copyLabel}</span>
          <span aria-hidden={!copied} className={clsx(!copied && styles.hidden)}>{copiedLabel}</span>
        </span>
      </button>
      <a className={styles.link} href={twinUrl} target="_blank" rel="noopener" type="text/markdown">
        {translate({ id: 'docs.copyPage.view', message: 'View as Markdown' })}
      </a>
      <p role="status" className={clsx(styles.status, text && styles.statusShown, text && 'doc-copy-page__error')}>
        {text ?? (copied ? copiedLabel : '')}
      </p>
    </div>
  );
}
