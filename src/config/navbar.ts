import type { NavbarItem } from '@docusaurus/theme-common';
import { SOCIAL_LINKS } from './socialLinks';
import { releaseVersionItem } from './release';

// The documented Rstest version, from package.json (src/config/release.ts).
const releaseVersion = releaseVersionItem();

/**
 * spec 2.3: Guide, Config and API (and Releases, issue 26) on the left; version and language switchers,
 * social links and the search button on the right. The two switchers are always
 * listed here; their wrapped components decide whether to render (see
 * src/theme/NavbarItem/*DropdownNavbarItem).
 */
export const navbarItems: NavbarItem[] = [
  { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
  { type: 'docSidebar', sidebarId: 'config', label: 'Config', position: 'left' },
  { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
  // Release notes: the built-in blog (src/config/blog.ts).
  { to: '/blog', label: 'Releases', position: 'left', activeBasePath: 'blog' },
  // The class name lets src/css/navbar.css place the search box between 768 and 996 px.
  { type: 'search', position: 'right', className: 'navbar-search' },
  { type: 'docsVersionDropdown', position: 'right' },
  ...(releaseVersion ? [{ type: 'custom-releaseVersion', position: 'right', ...releaseVersion } as NavbarItem] : []),
  { type: 'localeDropdown', position: 'right' },
  { type: 'custom-socialLinks', position: 'right', links: SOCIAL_LINKS } as NavbarItem,
];
