import { useEffect, useState } from 'react';
import { narrowLayoutQuery } from '../utils/docLayout';

/**
 * spec 9: whether the doc page is in its narrow layout. `undefined` while
 * server rendering and until the first effect: the CSS already shows the right
 * layout then, so callers render both variants and let the stylesheet choose.
 * Our own hook because Docusaurus's useWindowSize is fixed at 996 px.
 */
export function useNarrowDocLayout(hasOutline: boolean): boolean | undefined {
  const [narrow, setNarrow] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const query = window.matchMedia(narrowLayoutQuery(hasOutline));
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [hasOutline]);
  return narrow;
}
