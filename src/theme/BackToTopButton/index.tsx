import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { ThemeClassNames, prefersReducedMotion } from '@docusaurus/theme-common';
import { useReadingConfig } from '../../hooks/useReadingConfig';
import { throttle } from '../../utils/throttle';
import styles from './styles.module.css';

/** Scroll distance after which the button shows. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

/**
 * spec 2.4: the scroll-to-top button appears once the page is scrolled, when
 * `themeConfig.enableScrollToTop` is on. Replaces Docusaurus's, which is
 * always rendered and shows only while the reader scrolls back up.
 */
export default function BackToTopButton(): ReactNode {
  const { enableScrollToTop } = useReadingConfig();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enableScrollToTop) return undefined;
    const update = throttle(() => setShown(window.scrollY > SCROLL_TO_TOP_THRESHOLD), 100);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, [enableScrollToTop]);
  if (!enableScrollToTop) return null;
  return (
    <button
      type="button"
      aria-label={translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top', description: 'The ARIA label for the back to top button' })}
      className={clsx('clean-btn', ThemeClassNames.common.backToTopButton, styles.button, shown && styles.shown)}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    />
  );
}
