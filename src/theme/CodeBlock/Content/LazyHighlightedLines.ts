import { lazy } from 'react';

// Browser build: Prism and its languages in a chunk of their own, fetched the
// first time a code block renders in the browser. The server build swaps this
// module for ServerHighlightedLines.ts (plugins/code-highlight), since a lazy
// component would make React stream the block as a fallback plus an inline script.
export default lazy(() => import('./HighlightedLines'));
