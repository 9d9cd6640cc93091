import React, { type ReactNode } from 'react';
import SocialLinks from './index';
import type { SocialLink } from './types';

/** Navbar item type `custom-socialLinks` (see src/config/navbar.ts). */
export default function SocialLinksNavbarItem({ links, mobile }: { links: SocialLink[]; mobile?: boolean }): ReactNode {
  // In the mobile menu the items are the children of a <ul>: only an <li> may sit there.
  if (mobile) {
    return (
      <li className="menu__list-item social-links--mobile">
        <SocialLinks links={links} />
      </li>
    );
  }
  return <SocialLinks links={links} />;
}
