// The project has no @types/react-dom; tests/unit/mountedAfterHydration.test.tsx
// hydrates server HTML and mounts roots with these two functions.
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export interface Root {
    render(node: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
  export function hydrateRoot(container: Element, node: ReactNode, options?: { onRecoverableError?: (error: unknown) => void }): Root;
}
