import React, { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Stand-in for @docusaurus/Link: router links inside, new-tab anchors outside. */
export default function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [key: string]: unknown }) {
  const target = to ?? href ?? '#';
  if (/^https?:\/\//.test(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={target} {...rest}>
      {children}
    </RouterLink>
  );
}
