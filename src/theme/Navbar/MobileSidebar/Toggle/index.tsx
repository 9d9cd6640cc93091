import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import MobileSidebarToggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import NavbarItem, { type Props as NavbarItemProps } from '@theme/NavbarItem';
import IconMenu from '@theme/Icon/Menu';
import styles from './styles.module.css';

/** The navbar's own doc links (Guide, Config, API): the left items that are plain links. */
const LINK_TYPES = new Set([undefined, 'default', 'doc', 'docSidebar']);

/**
 * Issue 17: below 768 px the navbar's links sit in the full-screen menu, which
 * needs JavaScript. Until the app has hydrated (or without JavaScript) a native
 * disclosure stands in for the hamburger and lists the doc links and the
 * languages; src/css/navbar.css swaps it for the scripted toggle once the app
 * has hydrated.
 */
function NoScriptMenu(): ReactNode {
  const items = (useThemeConfig().navbar.items as NavbarItemProps[]).filter(
    (item) => item.position !== 'right' && LINK_TYPES.has(item.type as string | undefined),
  );
  const {
    i18n: { locales, localeConfigs, currentLocale },
  } = useDocusaurusContext();
  const alternatePages = useAlternatePageUtils();
  const label = translate({
    id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
    message: 'Toggle navigation bar',
    description: 'The ARIA label for hamburger menu button of mobile navigation',
  });
  return (
    <details className={clsx('navbar-nojs-menu', styles.menu)}>
      <summary className={clsx('clean-btn', styles.summary)} aria-label={label}>
        <IconMenu />
      </summary>
      <div className={styles.panel}>
        <ul className="menu__list">
          {items.map((item, index) => (
            <NavbarItem key={index} mobile {...item} />
          ))}
        </ul>
        {locales.length > 1 && (
          <ul className={clsx('menu__list', styles.languages)}>
            {locales.map((locale) => (
              <li key={locale} className="menu__list-item">
                <a
                  className={clsx('menu__link', locale === currentLocale && 'menu__link--active')}
                  href={alternatePages.createUrl({ locale, fullyQualified: false })}
                  lang={localeConfigs[locale]?.htmlLang}
                  aria-current={locale === currentLocale ? 'true' : undefined}>
                  {localeConfigs[locale]?.label ?? locale}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

export default function MobileSidebarToggleWrapper(): ReactNode {
  return (
    <>
      <NoScriptMenu />
      <MobileSidebarToggle />
    </>
  );
}
