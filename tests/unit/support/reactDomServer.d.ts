// The project has no @types/react-dom; the unit tests need only this function
// (tests/unit/highlightedLines.test.tsx compares server and browser HTML).
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToString(node: ReactNode): string;
}
