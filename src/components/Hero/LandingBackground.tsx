import React, { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * spec 2.6: the landing background image from the assets host. It is purely
 * decorative, so it is fetched only once the page is idle after hydration
 * (never on the first paint's critical path), drawn on an absolutely
 * positioned layer (no layout shift), and faded in only when it has loaded.
 * When it fails (no network) nothing changes: the CSS backdrop stays.
 */
export default function LandingBackground({ src, className }: { src: string; className?: string }): ReactNode {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let image: HTMLImageElement | null = null;
    const start = () => {
      image = new Image();
      image.decoding = 'async';
      image.onload = () => setLoaded(true);
      image.onerror = () => setLoaded(false);
      image.src = src;
    };
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      if (image) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [src]);
  return (
    <div
      className={clsx(styles.landingImage, className)}
      aria-hidden="true"
      data-testid="landing-background"
      data-loaded={loaded ? 'true' : 'false'}
      style={loaded ? { backgroundImage: `url("${src}")` } : undefined}
    />
  );
}
