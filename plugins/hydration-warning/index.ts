import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** spec 8: logs a recoverable hydration error as a warning only (see console.ts). */
export default function hydrationWarningPlugin(): Plugin {
  return {
    name: 'hydration-warning',
    getClientModules() {
      return [path.resolve(__dirname, 'client')];
    },
  };
}
