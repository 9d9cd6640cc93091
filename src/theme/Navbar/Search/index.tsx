/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (Navbar/Search), because its
 * CSS module positions the search box absolutely at the right edge of the
 * narrow navbar (≤996 px), on top of our social links. Only the stylesheet
 * changed (see styles.module.css); the component is the original.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/Navbar/Search';
import styles from './styles.module.css';

export default function NavbarSearch({ children, className }: Props): ReactNode {
  return <div className={clsx(className, styles.navbarSearchContainer)}>{children}</div>;
}
