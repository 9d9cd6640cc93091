import React, { type ReactNode } from 'react';

/** Stand-in for @theme/Layout: the page content only, inside a marked wrapper that shows the meta description. */
export default function Layout({ children, wrapperClassName, description }: { children?: ReactNode; wrapperClassName?: string; description?: string; title?: string }) {
  return (
    <div data-testid="layout" className={wrapperClassName} data-description={description}>
      {children}
    </div>
  );
}
