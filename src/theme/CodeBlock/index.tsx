import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

function joinStrings(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Docusaurus remounts every code block after hydration so that its inline
 * Prism colours match the colour mode. Our colours are classes
 * (plugins/code-highlight), so the block hydrates once and is kept.
 */
export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = joinStrings(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return <Content {...props}>{children as string}</Content>;
}
