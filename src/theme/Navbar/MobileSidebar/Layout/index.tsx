/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (Navbar/MobileSidebar/Layout):
 * the full-screen mobile menu (spec 2.3) is announced as a modal dialog with a
 * name (issue 16). Its focus trap is src/hooks/useMobileMenuFocus.ts. The
 * attributes must sit on this component's own element, which no wrapper
 * reaches. Changes are marked. (React 19 only, so `inert` is a plain prop.)
 */

import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import { ThemeClassNames } from '@docusaurus/theme-common';
// Begin change
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
// End change
import type { Props } from '@theme/Navbar/MobileSidebar/Layout';

function NavbarMobileSidebarPanel({ children, inert }: { children: ReactNode; inert: boolean }) {
  return (
    <div className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.panel, 'navbar-sidebar__item menu')} inert={inert}>
      {children}
    </div>
  );
}

export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: Props): ReactNode {
  const { shown: secondaryMenuShown } = useNavbarSecondaryMenu();
  // Begin change
  const { shown } = useNavbarMobileSidebar();
  // End change
  return (
    <div
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar')}
      // Begin change
      role="dialog"
      aria-modal={shown}
      aria-label={translate({
        id: 'navbar.mobileMenu.label',
        message: 'Navigation menu',
        description: 'Accessible name of the full-screen navigation menu on narrow screens',
      })}
      // End change
    >
      {header}
      <div className={clsx('navbar-sidebar__items', { 'navbar-sidebar__items--show-secondary': secondaryMenuShown })}>
        <NavbarMobileSidebarPanel inert={secondaryMenuShown}>{primaryMenu}</NavbarMobileSidebarPanel>
        <NavbarMobileSidebarPanel inert={!secondaryMenuShown}>{secondaryMenu}</NavbarMobileSidebarPanel>
      </div>
    </div>
  );
}
