import React, { useCallback, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Img from '@theme-original/MDXComponents/Img';
import type { Props } from '@theme/MDXComponents/Img';
import { getImageZoom } from './zoom';
import styles from './styles.module.css';

/**
 * spec 2.9: content images can be zoomed. Images inside links keep behaving as
 * links and are not zoomable.
 */
export default function ZoomableImg(props: Props): ReactNode {
  const attached = useRef<HTMLImageElement | null>(null);
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (attached.current) getImageZoom().detach(attached.current);
    attached.current = null;
    if (img && !img.closest('a')) {
      getImageZoom().attach(img);
      attached.current = img;
    }
  }, []);
  return <Img {...props} ref={ref} className={clsx(props.className, styles.zoomable)} />;
}
