import React from 'react';
import { splitHighlights } from '@site/src/utils/search/highlight';
import type { HighlightRange } from '@site/src/utils/search/types';

/** spec 2.7: text with its highlight ranges as <mark>; always text nodes, never HTML. */
export default function Highlighted({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return (
    <>
      {splitHighlights(text, ranges).map((segment, i) => (segment.highlighted ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>))}
    </>
  );
}
