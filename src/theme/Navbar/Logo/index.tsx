import React, { type ReactNode } from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';
import ToolMenu from '../../../components/ToolMenu';

/**
 * spec 1/2.3: the tool menu sits before the navbar title. Navbar/Logo is the
 * brand (logo + title) of the bar, so wrapping it places the menu right before
 * it without touching Navbar/Content. The mobile drawer header reuses this
 * component; the menu hides itself there (ToolMenu styles).
 */
export default function NavbarLogoWrapper(): ReactNode {
  return (
    <>
      <ToolMenu />
      <NavbarLogo />
    </>
  );
}
