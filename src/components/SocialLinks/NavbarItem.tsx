import React, { type ReactNode } from 'react';
import SocialLinks from './index';
import type { SocialLink } from './types';

/** Navbar item type `custom-socialLinks` (see src/config/navbar.ts). */
export default function SocialLinksNavbarItem({ links, mobile }: { links: SocialLink[]; mobile?: boolean }): ReactNode {
  return <SocialLinks links={links} className={mobile ? 'menu__list-item social-links--mobile' : undefined} />;
}
