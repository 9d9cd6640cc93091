/** Stand-in for the parts of @docusaurus/theme-common our components use. */
import React, { useEffect } from 'react';

export function PageMetadata({ title }: { title?: string }) {
  useEffect(() => {
    if (title) document.title = `${title} - Rstest`;
  }, [title]);
  return null;
}

/** Stand-in: exposes the <html> class it would set as a data attribute on a wrapper. */
export function HtmlClassNameProvider({ className, children }: { className: string; children: React.ReactNode }) {
  return <div data-html-class={className}>{children}</div>;
}

/** The class names our wrapped sidebar items use (same values as the real ThemeClassNames). */
export const ThemeClassNames = {
  docs: {
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
};
