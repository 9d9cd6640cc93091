import React, { type ReactNode } from 'react';

/** Stand-in for @theme/Layout: the page content only, inside a marked wrapper. */
export default function Layout({ children, wrapperClassName }: { children?: ReactNode; wrapperClassName?: string; description?: string; title?: string }) {
  return (
    <div data-testid="layout" className={wrapperClassName}>
      {children}
    </div>
  );
}
