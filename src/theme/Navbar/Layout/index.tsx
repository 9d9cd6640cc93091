import React, { type ReactNode } from 'react';
import NavbarLayout from '@theme-original/Navbar/Layout';
import type { Props } from '@theme/Navbar/Layout';
import { useThemeConfig } from '@docusaurus/theme-common';
import { hideNavbarMode, type ThemeSettings } from '../../../utils/themeSettings';
import { useNavbarScrollHide } from '../../../hooks/useNavbarScrollHide';
import { useMobileMenuAutoClose } from '../../../hooks/useMobileMenuAutoClose';
import { useMobileMenuFocus } from '../../../hooks/useMobileMenuFocus';

/**
 * The navbar's behaviours (spec 2.3): hideNavbar 'scroll', the mobile menu
 * closing on route change and at 768 px, and its focus trap (issue 9). Its
 * height, the 768 px breakpoint and the hidden states are CSS
 * (src/css/navbar.css).
 */
export default function NavbarLayoutWrapper(props: Props): ReactNode {
  useNavbarScrollHide(hideNavbarMode(useThemeConfig() as ThemeSettings));
  useMobileMenuAutoClose();
  useMobileMenuFocus();
  return <NavbarLayout {...props} />;
}
