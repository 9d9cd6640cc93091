import React, { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { logoMonogram } from '../../utils/toolCards';
import styles from './styles.module.css';

export interface ToolLogoProps {
  name: string;
  src: string;
  /** Box size in px; the image has this fixed width and height. */
  size: number;
  /** Optical correction of the logo inside its box (spec 3 logoScale). */
  scale?: number;
  className?: string;
}

/**
 * A tool's logo in a fixed box, so a slow or failed logo shifts nothing.
 * When the image fails (the assets host is unreachable) the box shows the
 * tool's monogram on a soft tile instead of a broken-image icon: the
 * `broken` state comes from onError after hydration, or from checking the
 * image on mount when it failed before React hydrated.
 */
export default function ToolLogo({ name, src, size, scale = 1, className }: ToolLogoProps): ReactNode {
  const url = useBaseUrl(src);
  const [broken, setBroken] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, [url]);
  const monogram = logoMonogram(name);
  const style = { width: size, height: size, '--tool-logo-size': `${size}px`, '--tool-logo-scale': scale } as CSSProperties;
  return (
    <span className={clsx(styles.box, broken && styles.broken, className)} style={style} data-logo-state={broken ? 'fallback' : 'image'}>
      {broken ? (
        <span className={styles.monogram} role="img" aria-label={name}>
          {monogram}
        </span>
      ) : (
        <img
          ref={imgRef}
          className={styles.image}
          src={url}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          data-monogram={monogram}
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}
