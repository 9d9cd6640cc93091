import { startTransition, useEffect, useState } from 'react';

// Set once the first component using the hook has mounted in the browser: from
// then on the page is hydrated, and later mounts (a client-side navigation)
// render in full straight away. Effects never run on the server.
let hydrated = false;

/**
 * False during the server render and hydration, then true, set in a
 * transition: React renders what it unlocks in short slices between which the
 * browser handles input, instead of in one long task (the way Docusaurus's
 * useIsBrowser flips, for every component that reads it at once).
 */
export function useMountedAfterHydration(): boolean {
  const [mounted, setMounted] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!mounted) startTransition(() => setMounted(true));
    // Mount only: `mounted` only ever goes from false to true.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return mounted;
}
