import React, { type ReactNode } from 'react';

export default function Heading({ as: Tag = 'h2', children, ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4'; children?: ReactNode; [key: string]: unknown }) {
  return <Tag {...rest}>{children}</Tag>;
}
