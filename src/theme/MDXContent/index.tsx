import React, { type ReactNode } from 'react';
import type { Props } from '@theme/MDXContent';
import StaticBody from '../../components/StaticBody';

/**
 * Markdown pages (src/pages/*.md) render their content through MDXContent
 * directly: it is their static body (issue 38, src/components/StaticBody).
 * Anything else passes through to Docusaurus's MDXContent.
 */
export default function MDXContent({ children }: Props): ReactNode {
  return <StaticBody>{children}</StaticBody>;
}
