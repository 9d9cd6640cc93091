import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import NavbarColorModeToggle from '@theme-original/Navbar/ColorModeToggle';
import type { Props } from '@theme/Navbar/ColorModeToggle';

/**
 * Adds a stable class name, so src/css/navbar.css can show the toggle between
 * 768 and 996 px, where Docusaurus (breakpoint 996) would hide it but our
 * navbar (breakpoint 768, spec 9) is still the desktop one.
 */
export default function NavbarColorModeToggleWrapper(props: Props): ReactNode {
  return <NavbarColorModeToggle {...props} className={clsx(props.className, 'navbar-color-mode-toggle')} />;
}
