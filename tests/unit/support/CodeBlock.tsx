import React from 'react';

export default function CodeBlock({ children }: { children: string; language?: string }) {
  return (
    <pre>
      <code>{children}</code>
    </pre>
  );
}
