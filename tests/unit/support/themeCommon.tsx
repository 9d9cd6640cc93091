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
