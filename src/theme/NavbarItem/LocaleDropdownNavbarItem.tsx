import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import { shouldShowLocaleSwitcher } from '../../utils/switchers';

/** spec 2.3: the language switcher renders only when the site has more than one locale. */
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  if (!shouldShowLocaleSwitcher(i18n.locales)) return null;
  return <LocaleDropdownNavbarItem {...props} />;
}
