import React, { type ReactNode } from 'react';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { shouldShowVersionSwitcher } from '../../utils/switchers';

/**
 * spec 2.3: the version switcher renders only when the docs have more than one
 * version (Docusaurus would otherwise show a lone "Next" link).
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const versions = useVersions(props.docsPluginId);
  if (!shouldShowVersionSwitcher(versions)) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
