/** Stand-in for the parts of @docusaurus/theme-common our components use. */
import React, { useEffect } from 'react';

export function PageMetadata({ title }: { title?: string }) {
  useEffect(() => {
    if (title) document.title = `${title} - Rstest`;
  }, [title]);
  return null;
}
