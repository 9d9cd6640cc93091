import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';

interface Props {
  version?: string;
  /** Release notes: a path of this site, or an external URL (the GitHub release). */
  href?: string;
  mobile?: boolean;
  className?: string;
}

/**
 * Navbar item type `custom-releaseVersion` (src/config/navbar.ts): "v0.12.0",
 * the Rstest version these pages describe, linking to its release notes.
 * Without a version (package.json unreadable) it renders nothing.
 */
export default function ReleaseVersionNavbarItem({ version, href, mobile, className }: Props): ReactNode {
  if (!version || !href) return null;
  const label = `v${version}`;
  const external = /^https?:\/\//.test(href);
  const linkProps = {
    // A site path goes through `to`, so the Chinese site keeps its /zh prefix.
    ...(external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { to: href }),
    'aria-label': translate(
      { id: 'navbar.releaseVersion.ariaLabel', message: 'Rstest {version} release notes', description: 'Accessible name of the version link in the navbar' },
      { version: label },
    ),
    title: translate(
      { id: 'navbar.releaseVersion.title', message: 'These pages document Rstest {version}', description: 'Tooltip of the version link in the navbar' },
      { version: label },
    ),
  };
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', 'navbar-release-version', className)} {...linkProps}>
          {label}
        </Link>
      </li>
    );
  }
  return (
    <Link className={clsx('navbar__item', 'navbar__link', 'navbar-release-version', className)} {...linkProps}>
      {label}
    </Link>
  );
}
