import React, { type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useImageZoom, ZOOMABLE_ATTRIBUTE } from '../../hooks/useImageZoom';
import styles from './styles.module.css';

export interface DiagramProps {
  /** The diagram for wide screens, a path under static/ (e.g. /img/docs/x.svg). */
  src: string;
  /** Optional portrait version shown at 600 px or less, where the wide one would be too small to read. */
  narrowSrc?: string;
  /** What the diagram shows, in the page's language. */
  alt: string;
  width: number;
  height: number;
}

export const NARROW_DIAGRAM_QUERY = '(max-width: 600px)';

/**
 * A zoomable diagram (spec 2.9) with an optional portrait version for phones:
 * `<Diagram src=".." narrowSrc=".." alt=".." width={..} height={..} />`.
 * The width and height reserve the wide version's space before it loads.
 */
export default function Diagram({ src, narrowSrc, alt, width, height }: DiagramProps): ReactNode {
  const ref = useImageZoom();
  const wideUrl = useBaseUrl(src);
  const narrowUrl = useBaseUrl(narrowSrc ?? src);
  return (
    <picture className={styles.picture}>
      {narrowSrc && <source media={NARROW_DIAGRAM_QUERY} srcSet={narrowUrl} />}
      <img ref={ref} {...{ [ZOOMABLE_ATTRIBUTE]: '' }} className={styles.image} src={wideUrl} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </picture>
  );
}
